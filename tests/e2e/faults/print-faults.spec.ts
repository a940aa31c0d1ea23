import { expect, test, type Page } from '../fixtures';
import { newAccount, signIn } from '../support';
import { failing, KINDS } from './failing';

// POST /temp-selections failing three ways (S1 §8 'Error transferring photos. Try again.', the
// overlay closes; DECISIONS 27): a 500, no answer in time and a malformed body each close the
// overlay and show the message in the order-prints bar; Try again then hands the photos to the
// editor stand-in. One sign-in; each fault is set for the one request a confirm causes (failing.ts).
test.setTimeout(60_000);

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const ERROR = 'Error transferring photos. Try again.';
const bar = (page: Page) => page.getByRole('region', { name: 'Order prints' });
const overlay = (page: Page) => page.getByRole('dialog', { name: /photos to editor/ });

test('a failed transfer closes the overlay and shows its message in the bar, three ways; Try again reaches the editor', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { photos: 4 });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  const photos = page.locator('section[data-month] [data-photo-id]');
  await expect(photos.nth(1)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const ids = (await photos.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id') ?? ''))).slice(0, 2);
  for (const id of ids) await page.locator(`[data-photo-id="${id}"]`).click();
  await page.getByRole('toolbar', { name: 'Photo actions' }).getByRole('button', { name: 'Order prints' }).click();
  const next = bar(page).getByRole('button', { name: 'Next: Customise 2 photo prints' });

  for (const kind of KINDS) {
    await failing(page, request, kind, [{ path: '/api/temp-selections/temp-selections', method: 'POST' }], async () => {
      await next.click();
      // a 500 or a malformed answer closes it at once; an answer that does not come keeps it open
      if (kind === 'timeout') await expect(overlay(page)).toHaveAccessibleName('Adding 2 photos to editor...');
    });
    const alert = bar(page).getByRole('alert');
    await expect(alert.locator('p'), kind).toHaveText(ERROR);
    await expect(overlay(page), kind).toHaveCount(0);
    await expect(page, kind).toHaveURL(/\/my-photos\/photos/);
    await expect(next, kind).toBeEnabled();
  }

  await bar(page).getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(overlay(page)).toBeVisible();
  await expect(bar(page).getByRole('alert')).toHaveCount(0);
  await page.waitForURL(/\/__storefront\/editor\/\?/);
  await expect(page.getByTestId('editor-product-code')).toHaveText('PAP_910');
  const shown = page.getByRole('list', { name: 'Photos in the selection' }).locator('[data-photo-id]');
  expect((await shown.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id') ?? ''))).sort()).toEqual(
    [...ids].sort(),
  );
});

import { expect, test, type Page } from './fixtures';
import { expectNoSeriousAxeViolations, newAccount, signIn } from './support';

// Bulk delete and delete-all against the sandbox (S1 §2, §4, §5), on fresh accounts with the demo
// library.
test.setTimeout(60_000);

const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');

async function signInWithPhotos(page: Page, request: Parameters<typeof newAccount>[0], start = '/my-photos/photos') {
  const account = await newAccount(request, { photos: 'demo' });
  await signIn(page, account.email, { password: account.password, start });
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
}

test('a selection is deleted and stays gone after a reload', async ({ page, request }) => {
  await signInWithPhotos(page, request);
  await expect(gridPhotos(page).nth(2)).toBeVisible();
  const ids = await gridPhotos(page).evaluateAll((nodes) => nodes.slice(0, 3).map((node) => node.getAttribute('data-photo-id') ?? ''));
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Photo actions' });
  await expect(toolbar.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  for (const id of ids) await page.locator(`[data-photo-id="${id}"]`).click();
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 3 photos?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'delete 3 photos dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  for (const id of ids) await expect(page.locator(`[data-photo-id="${id}"]`)).toHaveCount(0);
  // selection mode ended; the toolbar's Delete is gone, the focus is on the page's main region
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  await page.reload();
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  for (const id of ids) await expect(page.locator(`[data-photo-id="${id}"]`)).toHaveCount(0);
});

test('delete all asks for the word on submit, then shows the empty library at the top with the query kept', async ({ page, request }) => {
  await signInWithPhotos(page, request, '/my-photos/photos?from=e2e');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('button', { name: 'Delete all photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all photos' });
  const field = dialog.getByLabel('Type DELETE to confirm');
  await expect(field).toBeFocused();
  await field.fill('delete');
  await expect(dialog.getByText('Please type DELETE to confirm')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(dialog.getByText('Please type DELETE to confirm')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(dialog).toBeVisible();
  await field.fill(' DELETE ');
  await dialog.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Your photo library is empty')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/my-photos\/photos\?from=e2e$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.reload();
  await expect(page.getByText('Your photo library is empty')).toBeVisible({ timeout: 15_000 });
});

import { expect, test, type Page } from './fixtures';
import { PRINT_HANDOFF_MIN_MS } from '../../schemas/tunables';
import { expectNoSeriousAxeViolations, newAccount, signIn } from './support';

// The print hand-off against the sandbox (S1 §2 'The toolbar also offers order prints', Modals
// 'order-prints bar'; §4 Print hand-off; §9): photos selected in the timeline, Order prints, the
// bar's 'Next: Customise {amount} photo prints', the overlay 'Adding {amount} photos to editor...'
// on screen at least 3 s and its text shown once, then the editor stand-in (same tab) showing PAP_910, the channel and
// exactly the selected photos, read back from the temp selection. Axe on the bar and the overlay
// at 375 and 1366 px. Each test has an account of its own, arranged through the sandbox.
test.setTimeout(60_000);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };
/** the channel of plain localhost: the default brand's (config.json), as the merchandise service names it */
const CHANNEL = 'bonusprint-uk';

const bar = (page: Page) => page.getByRole('region', { name: 'Order prints' });
const overlay = (page: Page) => page.getByRole('dialog', { name: /Adding \d+ photos to editor\.\.\./ });

/**
 * A still copy of a page of the app: its markup as it was (`html`, from page.content(), scripts left
 * out so that nothing runs), with the same style sheets from the same server, at the same size, in a
 * page of its own. It is opened on a sandbox JSON route of the same origin, which carries no content
 * policy of its own.
 */
async function stillCopy(page: Page, html: string, size: { width: number; height: number }): Promise<Page> {
  const copy = await page.context().newPage();
  await copy.setViewportSize(size);
  await copy.goto('/__sandbox/health');
  await copy.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''));
  return copy;
}

/** A fresh account with photos, on its timeline, `count` photos selected; answers their ids. */
async function selectPhotos(page: Page, request: Parameters<typeof newAccount>[0], count: number): Promise<string[]> {
  const account = await newAccount(request, { photos: 8 });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  const photos = page.locator('section[data-month] [data-photo-id]');
  await expect(photos.first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(photos.nth(count - 1)).toBeVisible();
  // months load as they come into view: the photos are known by their ids, not their places
  const ids = (await photos.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id') ?? ''))).slice(0, count);
  for (const id of ids) {
    const photo = page.locator(`[data-photo-id="${id}"]`);
    await photo.click();
    await expect(photo).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText(`${count} photos selected`)).toBeVisible();
  return ids;
}

test('order prints hands exactly the selected photos to the editor, after the overlay has shown at least 3 s', async ({
  page,
  request,
}) => {
  // the overlay's minimum time is the page's own clock's: the test moves it on
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  const ids = await selectPhotos(page, request, 3);
  const toolbar = page.getByRole('toolbar', { name: 'Photo actions' });
  await toolbar.getByRole('button', { name: 'Order prints' }).click();
  const next = bar(page).getByRole('button', { name: 'Next: Customise 3 photo prints' });
  await expect(next).toBeEnabled();
  // the bar follows the selection: one photo less, then none (confirm off)
  await page.locator(`[data-photo-id="${ids[2]}"]`).click();
  await expect(bar(page).getByRole('button', { name: 'Next: Customise 2 photo prints' })).toBeEnabled();
  await toolbar.getByRole('button', { name: 'Deselect all' }).click();
  await expect(bar(page).getByRole('button', { name: 'Next: Customise 0 photo prints' })).toBeDisabled();
  for (const id of ids) await page.locator(`[data-photo-id="${id}"]`).click();
  await expect(next).toBeEnabled();

  const transferred = page.waitForResponse((response) => response.url().endsWith('/api/temp-selections/temp-selections'));
  // the clock stands still from here (however slow the machine), and moves only as the test says
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await next.click();
  await expect(overlay(page)).toHaveAccessibleName('Adding 3 photos to editor...');
  // the title is shown once (not again as the spinner's text), and nothing in the overlay announces it again
  await expect(page.getByText('Adding 3 photos to editor...', { exact: true })).toHaveCount(1);
  await expect(overlay(page).getByRole('status')).toHaveCount(0);
  // the temp selection is made, and the overlay stays until PRINT_HANDOFF_MIN_MS has passed
  expect((await transferred).ok()).toBe(true);
  await page.clock.runFor(PRINT_HANDOFF_MIN_MS - 500);
  await expect(overlay(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my-photos/photos');
  await page.clock.runFor(600);
  await page.waitForURL(/\/__storefront\/editor\/\?/);
  await page.clock.resume();

  const url = new URL(page.url());
  expect(url.searchParams.get('productCode')).toBe('PAP_910');
  expect(url.searchParams.get('channel')).toBe(CHANNEL);
  await expect(page.getByTestId('editor-product-code')).toHaveText('PAP_910');
  await expect(page.getByTestId('editor-channel')).toHaveText(CHANNEL);
  await expect(page.getByTestId('editor-temp-selection')).toHaveText(url.searchParams.get('tempSelectionId') ?? 'missing');
  const shown = page.getByRole('list', { name: 'Photos in the selection' }).locator('[data-photo-id]');
  expect((await shown.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id') ?? ''))).sort()).toEqual(
    [...ids].sort(),
  );
  for (const image of await shown.locator('img').all()) await expect(image).toHaveJSProperty('complete', true);
});

test('no serious axe violations on the order-prints bar and the overlay at 375 and 1366 px', async ({ page, request }) => {
  const sizes = [
    ['375 px', PHONE],
    ['1366 px', DESKTOP],
  ] as const;
  // signed in at the desktop width (the sign-in helper waits for the side menu), then resized
  await page.setViewportSize(DESKTOP);
  await selectPhotos(page, request, 2);
  await page.getByRole('toolbar', { name: 'Photo actions' }).getByRole('button', { name: 'Order prints' }).click();
  const next = bar(page).getByRole('button', { name: 'Next: Customise 2 photo prints' });
  await expect(next).toBeEnabled();
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    await expect(next).toBeInViewport();
    await expectNoSeriousAxeViolations(page, `order-prints bar, ${label}`);
  }

  // The overlay lasts as long as the temp selection's request, and the app gives that request
  // 10 s: axe on the live page raced it (with both cores busy, injecting axe alone took 4 s). So
  // the request is held in the browser (then sent on, unchanged) while the page as it is with the
  // overlay open is copied, and axe looks at the still copy, at each width, at leisure once the
  // request has gone on.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/temp-selections/temp-selections', async (route) => {
    await held;
    await route.continue();
  });
  await next.click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page)).toBeFocused();
  // Escape does not close it: the hand-off is under way
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeVisible();
  const html = await page.content();
  release();
  await page.waitForURL(/\/__storefront\/editor\/\?/);
  await expect(page.getByTestId('editor-photo-count')).toHaveText('2');

  for (const [label, size] of sizes) {
    const copy = await stillCopy(page, html, size);
    await expect(overlay(copy)).toBeVisible();
    await expectNoSeriousAxeViolations(copy, `print overlay, ${label}`, '[role="dialog"]');
    await copy.close();
  }
});

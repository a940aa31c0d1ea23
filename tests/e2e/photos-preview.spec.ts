import { expect, type Page } from '@playwright/test';
import { withWorkerAccount } from './fixtures';
import { expectNoSeriousAxeViolations, expectNoSeriousAxeViolationsAtEveryWidth, newAccount, signIn } from './support';

// The photo preview against the sandbox (S1 §2 Photo preview), on an account with the demo library
// (2,000 photos): the list's scroll position kept across a preview (real layout), the month's next
// page loaded from the preview (real paging), the single delete, and axe. The keys, a preview URL
// opened directly, an unknown id and the zoom are tests/components/photoPreview.test.tsx's (README
// "What moved out of the browser"). The tests that only read share one account per worker;
// the delete has one of its own.
const test = withWorkerAccount({ photos: 'demo' });

const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');
const previewImage = (page: Page) => page.locator('img[data-preview-image]');

async function signInWithPhotos(page: Page, account: { email: string; password: string }, start = '/my-photos/photos') {
  await signIn(page, account.email, { password: account.password, start });
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
}

test('closing the preview brings back the scroll position of the list', async ({ page, account }) => {
  await signInWithPhotos(page, account);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { message: 'the list scrolled down' }).toBe(1200);
  // a photo inside the viewport at that position (its rows render and load once scrolled there)
  const target = page.locator('section[data-month] [data-photo-id]').filter({ has: page.locator('img') });
  const photoInView = () =>
    target.evaluateAll((nodes) => {
      const node = nodes.find((candidate) => {
        const box = candidate.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight - 20;
      });
      return node?.getAttribute('data-photo-id') ?? null;
    });
  await expect.poll(photoInView, { timeout: 15_000 }).not.toBeNull();
  const inView = await photoInView();
  // where the list was when the photo was opened: the click's own moves (a pointer's action may
  // scroll its target into view first) are where the customer clicked
  await page.evaluate(() =>
    window.addEventListener('click', () => Reflect.set(window, '__scrolledAtClick', Math.round(window.scrollY)), {
      capture: true,
      once: true,
    }),
  );
  await page.locator(`[data-photo-id="${inView}"]`).first().click();
  await expect(previewImage(page)).toHaveAttribute('data-photo-id', inView ?? '');
  const scrolledAtClick = await page.evaluate(() => Number(Reflect.get(window, '__scrolledAtClick')));
  expect(scrolledAtClick, 'the list scrolled down when the photo was opened').toBeGreaterThan(600);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 10_000, message: 'the list back where the photo was opened' })
    .toBe(scrolledAtClick);
  // the keyboard goes on from the photo the preview showed
  await expect(page.locator(`section[data-month] [data-photo-id="${inView}"]`)).toBeFocused();
});

test('opening the last loaded photo of a month loads what follows it', async ({ page, account }) => {
  await signInWithPhotos(page, account);
  // the newest month has more photos than its first page: a '+N' tile follows the loaded ones
  const first = page.locator('section[data-month]').first();
  await expect(first.locator('button[data-more-tile]')).toBeVisible();
  const loaded = await first
    .locator('[data-photo-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id') ?? ''));
  const month = ((await first.getAttribute('data-month')) ?? '').replace('-', ''); // e.g. 202611
  const last = loaded.at(-1) ?? '';
  const nextPage = page.waitForRequest((request) => /\/photos\/timeline\/\d+\/\d+\?.*cursor=/.test(request.url()));
  await page.locator(`[data-photo-id="${last}"]`).click();
  await expect(previewImage(page)).toHaveAttribute('data-photo-id', last);
  await nextPage;
  // the rest of the month loads: the next photo is one the grid did not have, of the same month
  // (the demo photos are named IMG_<date taken>_<n>.jpg)
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('ArrowRight');
  await expect(previewImage(page)).not.toHaveAttribute('data-photo-id', last);
  const shown = (await previewImage(page).getAttribute('data-photo-id')) ?? '';
  expect(loaded).not.toContain(shown);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^IMG_${month}\\d{2}_`));
});

test('Delete in the preview removes the photo and moves to the previous one', async ({ page, request }) => {
  // it changes the library: an account of its own
  await signInWithPhotos(page, await newAccount(request, { photos: 'demo' }));
  await expect(gridPhotos(page).nth(1)).toBeVisible();
  const ids = await gridPhotos(page).evaluateAll((nodes) => nodes.slice(0, 2).map((node) => node.getAttribute('data-photo-id') ?? ''));
  const [previous, deleted] = ids as [string, string];
  await gridPhotos(page).nth(1).click();
  await expect(previewImage(page)).toHaveAttribute('data-photo-id', deleted);
  await page.getByRole('toolbar', { name: 'Photo actions' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'preview with the delete modal');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(previewImage(page)).toHaveAttribute('data-photo-id', previous);
  await expect(page).toHaveURL(new RegExp(`/preview/${previous}$`));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.locator(`[data-photo-id="${deleted}"]`)).toHaveCount(0);
  await page.reload();
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(gridPhotos(page).first()).toHaveAttribute('data-photo-id', previous);
  await expect(page.locator(`[data-photo-id="${deleted}"]`)).toHaveCount(0);
});

test('the preview passes axe at every width', async ({ page, account }) => {
  await signInWithPhotos(page, account);
  await gridPhotos(page).first().click();
  await expect(previewImage(page)).toBeVisible();
  await expectNoSeriousAxeViolationsAtEveryWidth(page, 'preview', { height: 800 });
});

import { expect, test, type Page } from '../fixtures';
import type { ErrorReport } from '../../../schemas/sandbox';
import { expectSavedPhoto, photoOf } from '../photoDownload';
import { newAccount, reportsSentBy, signIn } from '../support';
import { failing, KINDS } from './failing';

// The single download's request for the photo's original failing three ways (S1 §7, §8; DECISIONS
// 27): a 500, no answer in time, and a body that is not a picture (the fault switch's JSON that does
// not parse in place of the JPEG). Each shows 'Error: Your photo could not be downloaded' in the
// modal, which stays open, and Try again saves the photo under its localFileName. The fault is on
// the original's own path (/media/<fileKey>/original.jpg; the preview shows the 1300 px thumbnail),
// set once the preview shows for the requests the modal's Download causes, and cleared at once
// (failing.ts).
test.setTimeout(60_000);

const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');
const previewImage = (page: Page) => page.locator('img[data-preview-image]');

/** How many of the page's own error reports (support.ts reportsSentBy) are the photoDownload machine's. */
const downloadReports = (reports: readonly ErrorReport[]) => reports.filter((report) => report.source === 'machine:photoDownload').length;

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('the original failing to arrive shows the error in the modal, and Try again downloads it', async ({ page, request }) => {
  const account = await newAccount(request, { photos: 3 });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  await gridPhotos(page).first().click();
  await expect(previewImage(page)).toBeVisible();
  const photo = await photoOf(page, (await previewImage(page).getAttribute('data-photo-id')) ?? '');
  const originalPath = new URL(photo.url).pathname;
  const opener = page.getByRole('button', { name: 'Download', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Download photo' });
  const sent = reportsSentBy(page);

  for (const kind of KINDS) {
    await test.step(kind, async () => {
      const reportsBefore = downloadReports(sent);
      await opener.click();
      await expect(dialog).toBeVisible();
      await failing(page, request, kind, [{ path: originalPath, method: 'GET', malformed: 'json' }], () =>
        dialog.getByRole('button', { name: 'Download', exact: true }).click(),
      );
      await expect(dialog.getByRole('alert')).toHaveText('Error: Your photo could not be downloaded', { timeout: 15_000 });
      await expect(dialog).toBeVisible();
      await expect.poll(() => downloadReports(sent)).toBeGreaterThan(reportsBefore);

      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      const download = await downloading;
      await expect(dialog.getByRole('status')).toHaveText('Your photo has been downloaded.');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expectSavedPhoto(download, photo, request);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});

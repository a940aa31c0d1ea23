import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { expectSavedPhoto, photoOf } from './photoDownload';
import { expectNoSeriousAxeViolations, newAccount, signIn } from './support';

// The single photo download against the sandbox (S1 §2 Photo preview, Modals; §7): from the
// preview and from a one-photo selection, the browser saves the photo's original under its
// localFileName (read from the sandbox's photo API), byte for byte what its URL serves; axe on the
// modal at 375 and 1366 px. Each test has a fresh account with a small generated library.
test.setTimeout(60_000);

const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');
const previewImage = (page: Page) => page.locator('img[data-preview-image]');

/** Download in the open modal: the browser saves the photo, the modal says so, and Close shuts it. */
async function downloadAndClose(page: Page, dialog: Locator, photo: Parameters<typeof expectSavedPhoto>[1], request: APIRequestContext) {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  await expect(dialog.getByRole('status')).toHaveText('Your photo has been downloaded.');
  await expectSavedPhoto(download, photo, request);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
}

async function signInWithPhotos(page: Page, request: APIRequestContext) {
  const account = await newAccount(request, { photos: 5 });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
}

test('Download in the preview saves the original under its file name, and the focus goes back to Download', async ({ page, request }) => {
  await signInWithPhotos(page, request);
  await gridPhotos(page).first().click();
  await expect(previewImage(page)).toBeVisible();
  const imageId = (await previewImage(page).getAttribute('data-photo-id')) ?? '';
  const photo = await photoOf(page, imageId);

  const opener = page.getByRole('button', { name: 'Download', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Download photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Save ${photo.localFileName} to your device in its original size.`);
  await downloadAndClose(page, dialog, photo, request);
  await expect(opener).toBeFocused();
  // the preview stays on its photo
  await expect(previewImage(page)).toHaveAttribute('data-photo-id', imageId);
});

test('Download with one photo selected saves it and ends selection mode; with two it is the archive download', async ({
  page,
  request,
}) => {
  await signInWithPhotos(page, request);
  // tiles render one after another: both are on the grid before their ids are read
  await expect(gridPhotos(page).nth(1)).toBeVisible();
  const ids = await gridPhotos(page).evaluateAll((nodes) => nodes.slice(0, 2).map((node) => node.getAttribute('data-photo-id') ?? ''));
  const [first = '', second = ''] = ids;
  const photo = await photoOf(page, second);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Photo actions' });
  await expect(toolbar.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
  await page.locator(`[data-photo-id="${first}"]`).click();
  await page.locator(`[data-photo-id="${second}"]`).click();
  // more than one photo is the archive download (photos-archive.spec.ts): offered, no modal
  await expect(toolbar.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.locator(`[data-photo-id="${first}"]`).click();
  await expect(toolbar.getByRole('status')).toHaveText('1 photo selected');

  await toolbar.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download photo' });
  await expect(dialog).toContainText(photo.localFileName);
  await downloadAndClose(page, dialog, photo, request);
  // selection mode ended (S1 §4)
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  await expect(toolbar).toHaveCount(0);
});

for (const width of [375, 1366]) {
  test(`the download modal passes axe at ${width} px`, async ({ page, request }) => {
    await signInWithPhotos(page, request);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await expect(gridPhotos(page).first()).toBeVisible();
    await gridPhotos(page).first().click();
    await expect(previewImage(page)).toBeVisible();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download photo' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page, `download modal at ${width} px`);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await downloading;
    await expect(dialog.getByRole('status')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `download modal, downloaded, at ${width} px`);
  });
}

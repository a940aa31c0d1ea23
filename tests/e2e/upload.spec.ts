import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newAccount, signIn } from './support';

// The upload in the app against the sandbox's storage service (S1 §2 Modals 'Upload photos', §4, §5;
// DECISIONS 19, 32): 'Add photos' opens the modal; a JPEG and a PNG with EXIF dates taken go up
// with tus and land in the timeline at their month with thumbnails, and so does a HEIC (its EXIF
// offset taking it to the UTC month); a GIF and a renamed text file are
// listed with their reasons and nothing is sent for them (the network is watched); the overlay does
// not close the modal, Escape does; axe at 375 and 1366 px. Each test has an account of its own.
test.setTimeout(60_000);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };

const modal = (page: Page) => page.getByRole('dialog', { name: 'Upload photos' });

/** A picture with an EXIF date taken, made here. */
async function picture(format: 'jpeg' | 'png', taken: string, colour: { r: number; g: number; b: number }) {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).withExif({
    IFD2: { DateTimeOriginal: taken },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A fresh account with a few photos of its own, on its Photos page (signed in on desktop, then at `size`). */
async function openPhotos(page: Page, request: Parameters<typeof newAccount>[0], size = DESKTOP) {
  const account = await newAccount(request, { photos: 3 });
  await page.setViewportSize(DESKTOP);
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await page.setViewportSize(size);
  await expect(page.locator('section[data-month] [data-photo-id]').first()).toBeVisible({ timeout: 15_000 });
  return account;
}

/** Every request to the storage service, as the page sends it. */
function watchStorage(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/storage/')) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

/**
 * A real HEIC drawn by us (tests/fixtures/photos/README.md), taken 2021:03:01 00:30:00 at +02:00 by
 * its EXIF: 2021-02-28T22:30Z, so it lands in February 2021 (the UTC month), not in the March its camera showed.
 */
const heic = () => readFileSync(new URL('../fixtures/photos/sunset-640x480.heic', import.meta.url));

test('a JPEG, a PNG and a HEIC go up and land in the timeline at their EXIF month, with thumbnails', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openPhotos(page, request);
  const storage = watchStorage(page);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Drag and drop photos or folders here, or')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'Beach 2019.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '2019:05:14 10:30:00', { r: 30, g: 120, b: 200 }) },
    { name: 'Snow 2018.png', mimeType: 'image/png', buffer: await picture('png', '2018:03:02 15:00:00', { r: 240, g: 240, b: 250 }) },
    // browsers often give HEIC no type (DECISIONS 32)
    { name: 'Sunset 2021.HEIC', mimeType: '', buffer: heic() },
  ]);
  const list = dialog.getByRole('list', { name: 'Photos to upload' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('Ready to upload')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  // the photos list, refreshed: each photo alone in its EXIF month (the HEIC in February 2021), its thumbnail loaded
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/my-photos\/photos/);
  await expect(
    page.getByTestId('toast').getByText('Your new photos are placed in the timeline at the date they were taken.'),
  ).toBeVisible();
  expect(storage.filter((line) => line.startsWith('POST '))).toHaveLength(3);
  for (const month of ['2019-05', '2018-03', '2021-02']) {
    const section = page.locator(`section[data-month="${month}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-photo-id]')).toHaveCount(1, { timeout: 20_000 });
    const thumbnail = section.locator('[data-photo-id] img');
    await expect(thumbnail).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 20_000 })
      .toBe(true);
  }
});

test('a GIF and a renamed text file are refused with their reasons before anything is sent', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openPhotos(page, request);
  const storage = watchStorage(page);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = modal(page);
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a photo.') },
  ]);
  const list = dialog.getByRole('list', { name: 'Photos to upload' });
  await expect(list.getByRole('listitem').filter({ hasText: 'party.gif' })).toContainText('Only HEIC, JPEG and PNG photos can be uploaded');
  await expect(list.getByRole('listitem').filter({ hasText: 'notes.jpg' })).toContainText('This file is not a HEIC, JPEG or PNG photo');
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toHaveAttribute('aria-disabled', 'true');
  // off but focusable (its reason in a tooltip): activating it sends nothing
  await upload.click({ force: true });
  await page.waitForTimeout(500);
  expect(storage).toEqual([]);

  // the overlay does not close it; Escape does, and the focus goes back to 'Add photos'
  await page.getByTestId('dialog-overlay').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeFocused();
});

for (const size of [PHONE, DESKTOP]) {
  test(`the upload modal has no serious or critical axe violation at ${size.width} px`, async ({ page, request }) => {
    await openPhotos(page, request, size);
    await page.getByRole('button', { name: 'Add photos' }).click();
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'Beach.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '2019:05:14 10:30:00', { r: 30, g: 120, b: 200 }) },
    ]);
    await expect(dialog.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
    // the drag-and-drop hint is for desktop only
    await expect(dialog.getByText('Drag and drop photos or folders here, or')).toHaveCount(size === PHONE ? 0 : 1);
    await page.screenshot({ path: `test-results/upload-modal-${size.width}.png` });
    await expectNoSeriousAxeViolations(page, `upload modal at ${size.width} px`, '[role="dialog"]');
  });
}

import { expect, test, type Page } from './fixtures';
import { AlbumPage, type Album } from '../../schemas/albums';
import { ImagePage } from '../../schemas/photos';
import { expectNoSeriousAxeViolations, getAsPage, newAccount, signIn } from './support';

// Copy to album, remove from album and the add-photos picker against the sandbox (S1 §2 Photos
// page bulk actions, Album page, Modals, Toasts), on fresh accounts with the demo library and
// albums seeded through the sandbox; axe on the copy modal and the picker at 375 and 1366 px.
test.setTimeout(60_000);

async function albumsOf(page: Page): Promise<Album[]> {
  const [answer] = await getAsPage(page, ['/api/photos/albums?limit=50']);
  expect(answer?.status).toBe(200);
  return AlbumPage.parse(answer?.body).albums;
}

async function albumNamed(page: Page, name: string): Promise<Album> {
  const album = (await albumsOf(page)).find((candidate) => candidate.albumName === name);
  if (!album) throw new Error(`no album ${name}`);
  return album;
}

/** The ids of an album's photos (GET /albums/{id}/photos, one page of up to 500). */
async function albumPhotoIds(page: Page, albumId: string): Promise<string[]> {
  const [answer] = await getAsPage(page, [`/api/photos/albums/${encodeURIComponent(albumId)}/photos?limit=500`]);
  expect(answer?.status).toBe(200);
  return ImagePage.parse(answer?.body).images.map((image) => image.imageId);
}

const timelinePhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');
const gridPhotos = (page: Page) => page.locator('main [data-photo-id]');
/** The ids of the first `count` tiles, once that many are on the page (tiles render in slices). */
async function idsOf(locator: ReturnType<Page['locator']>, count: number) {
  await expect(locator.nth(count - 1)).toBeVisible();
  return locator.evaluateAll((nodes, n) => nodes.slice(0, n).map((node) => node.getAttribute('data-photo-id') ?? ''), count);
}

async function axeAtBothWidths(page: Page, label: string) {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 768 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${label} at ${width} px`);
  }
}

test('a timeline selection is copied into an album, and the link opens it', async ({ page, request }) => {
  const account = await newAccount(request, {
    photos: 'demo',
    albums: [
      { name: 'Trip to Rome', photos: 0 },
      { name: 'Garden', photos: 2 },
    ],
  });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos?from=e2e' });
  await expect(timelinePhotos(page).first()).toBeVisible({ timeout: 20_000 });
  const ids = await idsOf(timelinePhotos(page), 3);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Photo actions' });
  await expect(toolbar.getByRole('button', { name: 'Copy to album' })).toHaveAttribute('aria-disabled', 'true');
  for (const id of ids) await page.locator(`[data-photo-id="${id}"]`).click();
  await toolbar.getByRole('button', { name: 'Copy to album' }).click();

  const dialog = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(dialog.getByText('3 photos selected')).toBeVisible();
  const rome = dialog.getByRole('button', { name: /^Trip to Rome/ });
  await expect(rome).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Garden/ })).toBeVisible();
  await axeAtBothWidths(page, 'copy to album');

  await rome.click();
  const link = dialog.getByRole('link', { name: 'Trip to Rome' });
  await expect(dialog).toContainText('Photos copied to Trip to Rome', { timeout: 15_000 });
  const album = await albumNamed(page, 'Trip to Rome');
  await expect(link).toHaveAttribute('href', `/my-photos/albums/${album.albumId}?from=e2e`);
  expect((await albumPhotoIds(page, album.albumId)).sort()).toEqual([...ids].sort());

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/my-photos/albums/${album.albumId}\\?from=e2e$`));
  await expect(dialog).toBeHidden();
  for (const id of ids) await expect(page.locator(`main [data-photo-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
});

test('one photo, then three, are removed from an album, each with its toast', async ({ page, request }) => {
  const account = await newAccount(request, { photos: 'demo', albums: [{ name: 'Summer holiday', photos: 6 }] });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  const album = await albumNamed(page, 'Summer holiday');
  await page.goto(`/my-photos/albums/${album.albumId}`);
  await expect(gridPhotos(page)).toHaveCount(6, { timeout: 20_000 });
  const toolbar = page.getByRole('toolbar', { name: 'Photo actions' });

  const removeSelected = async (ids: readonly string[], title: string, toast: string, axe = false) => {
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'Remove from album' })).toHaveAttribute('aria-disabled', 'true');
    for (const id of ids) await page.locator(`main [data-photo-id="${id}"]`).click();
    await toolbar.getByRole('button', { name: 'Remove from album' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    if (axe) await axeAtBothWidths(page, 'remove from album modal');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: toast })).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    for (const id of ids) await expect(page.locator(`main [data-photo-id="${id}"]`)).toHaveCount(0);
  };

  const [first = '', ...others] = await idsOf(gridPhotos(page), 6);
  await removeSelected([first], 'Remove this photo from Summer holiday?', 'Photo removed from Summer holiday', true);
  const three = others.slice(0, 3);
  await removeSelected(three, 'Remove 3 photos from Summer holiday?', '3 photos removed from Summer holiday');
  await expect(gridPhotos(page)).toHaveCount(2);
  expect((await albumPhotoIds(page, album.albumId)).sort()).toEqual(others.slice(3).sort());
  // the photos stay in the library
  const kept = await getAsPage(
    page,
    [first, ...three].map((id) => `/api/photos/photos/${encodeURIComponent(id)}`),
  );
  expect(kept.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
});

test('photos picked from the library are added to an album', async ({ page, request }) => {
  const account = await newAccount(request, { photos: 'demo', albums: [{ name: 'Picked', photos: 0 }] });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  const album = await albumNamed(page, 'Picked');
  await page.goto(`/my-photos/albums/${album.albumId}`);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add photos to Picked' });
  const picker = dialog.locator('[data-photo-id]');
  await expect(picker.first()).toBeVisible({ timeout: 20_000 });
  await axeAtBothWidths(page, 'add-photos picker');

  const ids = await idsOf(picker, 2);
  for (const id of ids) await dialog.locator(`[data-photo-id="${id}"]`).click();
  await expect(dialog.getByText('2 photos selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 2 photos' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  expect((await albumPhotoIds(page, album.albumId)).sort()).toEqual([...ids].sort());
  for (const id of ids) await expect(page.locator(`main [data-photo-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
});

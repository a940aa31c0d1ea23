import { expect, test, type Page } from './fixtures';
import { AlbumPage, SharedAlbum } from '@schemas/albums';
import { createdMomentAgo, expectNoSeriousAxeViolations, getAsPage, newAccount, shareAlbum, signIn } from './support';

// The album page, the shared album page and their delete modals against the sandbox (S1 §2 Album
// page, Shared album page; DECISIONS 35): accounts are seeded with albums, and a shared album
// between two accounts is made through the sandbox's own routes (the helpers below), never the UI.
test.setTimeout(60_000);

/** The signed-in account's own albums, as GET /albums answers them. */
async function ownAlbums(page: Page) {
  const [answer] = await getAsPage(page, ['/api/photos/albums']);
  expect(answer?.status).toBe(200);
  return AlbumPage.parse(answer?.body).albums;
}

// ---- the tests ----

const gridPhotos = (page: Page) => page.locator('[data-flat-grid] [data-photo-id]');

test('an album page: renamed, then deleted (the modal says the photos stay, and they do)', async ({ page, request }) => {
  const account = await newAccount(request, { photos: 30, albums: [{ name: 'Summer in Zeeland', photos: 12 }] });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/albums' });
  const [album] = await ownAlbums(page);
  if (!album) throw new Error('the account has no album');
  await page.goto(`/my-photos/albums/${album.albumId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer in Zeeland' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My albums' })).toBeVisible();
  await expect(page.getByText('12 photos')).toBeVisible();
  // made a minute ago by the sandbox: today (yesterday only if midnight has passed since)
  await expect(page.getByText(await createdMomentAgo(page, album.created), { exact: true })).toBeVisible();
  await expect(gridPhotos(page)).toHaveCount(12);

  // rename: the form prefilled, checked on submit, then the new name on the page and the service
  await page.getByRole('button', { name: 'Rename album Summer in Zeeland' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename album' });
  const field = rename.getByLabel('Album name');
  await expect(field).toHaveValue('Summer in Zeeland');
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `rename modal at ${width} px`);
  }
  await field.fill('Zeeland; 2024');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByText('Name not valid')).toBeVisible();
  await field.fill('Zeeland in the spring');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Zeeland in the spring' })).toBeVisible();
  expect((await ownAlbums(page)).map((renamed) => renamed.albumName)).toEqual(['Zeeland in the spring']);

  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `album page at ${width} px`);
  }
  await page.getByRole('button', { name: 'Delete album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this album?' });
  await expect(dialog).toContainText('Its photos stay in your library.');
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `album delete modal at ${width} px`);
  }
  await dialog.getByRole('button', { name: 'Delete album' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/, { timeout: 15_000 });
  expect(await ownAlbums(page)).toEqual([]);
  // its photos are still in the library
  const [summary] = await getAsPage(page, ['/api/photos/users']);
  expect(Reflect.get(Object(summary?.body), 'photosCount')).toBe(30);
});

// The end-to-end sandbox makes the pictures of the test account's library as they are asked for,
// while it scrolls (13–35 s here in all): the test has room beyond the file's 60 s. The thumbnails of
// rows scrolled past are cancelled (abandonUnfinishedLoad), so the next page of 500 is not queued
// behind them on the browser's few connections to the host.
test('a 2,000-photo album scrolls to its end with a small DOM, every photo reached', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await newAccount(request, { photos: 2000, albums: [{ name: 'Everything', photos: 2000 }] });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/albums' });
  const [album] = await ownAlbums(page);
  if (!album) throw new Error('the account has no album');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/my-photos/albums/${album.albumId}`);
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  // one loop in the page: a window height at a time, the photos in the DOM collected at each step
  const { seen, largestDom } = await page.evaluate(async () => {
    const ids = new Set<string>();
    let largest = 0;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // bounded by time, not by steps: on a busy machine a page of 500 takes longer to arrive
    const until = performance.now() + 80_000;
    while (ids.size < 2000 && performance.now() < until) {
      window.scrollBy(0, window.innerHeight);
      await frame();
      for (const node of document.querySelectorAll('[data-flat-grid] [data-photo-id]')) ids.add(node.getAttribute('data-photo-id') ?? '');
      largest = Math.max(largest, document.getElementsByTagName('*').length);
      // at the end of what is loaded: the next page of 500 is on its way
      if (document.querySelector('[data-end-marker] [role="status"]')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { seen: ids.size, largestDom: largest };
  });
  test.info().annotations.push({ type: 'largest DOM while scrolling the 2,000-photo album', description: `${largestDom} elements` });
  expect(seen).toBe(2000);
  expect(largestDom).toBeLessThan(4000);
});

test('a friend’s shared album, opened by the participant: read-only, explained, then left; the owner keeps it', async ({
  page,
  browser,
  request,
}) => {
  const owner = await newAccount(request, { photos: 20 });
  const participant = await newAccount(request, { photos: 5 });
  // 8 of the owner's photos and 3 the participant added
  const albumId = await shareAlbum(request, {
    owner: owner.email,
    name: 'Family weekend',
    photos: 8,
    participants: [{ email: participant.email, photos: 3 }],
  });

  await signIn(page, participant.email, { password: participant.password, start: `/my-photos/shared-albums/${albumId}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Family weekend' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${owner.email} shares this album with you.`)).toBeVisible();
  await expect(gridPhotos(page)).toHaveCount(11);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `shared album page at ${width} px`);
  }

  await page.getByRole('button', { name: 'Participants' }).click();
  const people = page.getByRole('dialog', { name: 'People in this album' });
  await expect(people.getByRole('listitem')).toHaveText([owner.email]);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `participants modal at ${width} px`);
  }
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Photo actions' });
  for (const name of ['Copy to album', 'Delete from album', 'Order prints']) {
    await expect(toolbar.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  }
  await toolbar.getByRole('button', { name: 'Copy to album' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Unavailable for shared albums');
  await toolbar.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this shared album?' });
  await expect(dialog).toContainText('Only your access to this album and the photos you added to it will be removed.');
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `shared album delete modal at ${width} px`);
  }
  await dialog.getByRole('button', { name: 'Delete album' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/, { timeout: 15_000 });
  const [gone] = await getAsPage(page, [`/api/shared-albums/shared-albums/${albumId}`]);
  expect(gone?.status).toBe(404);

  // the owner's album still holds the owner's photos, and only those: the participant's left with them
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await signIn(ownerPage, owner.email, { password: owner.password, start: '/my-photos/albums' });
  const [kept] = await getAsPage(ownerPage, [`/api/shared-albums/shared-albums/${albumId}`]);
  expect(kept?.status).toBe(200);
  expect(SharedAlbum.parse(kept?.body).photosCount).toBe(8);
  await context.close();
});

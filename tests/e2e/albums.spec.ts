import { expect, test, type Page } from './fixtures';
import { ALBUMS_FIRST_PAGE_SIZE, ALBUMS_PAGE_SIZE } from '../../schemas/tunables';
import { AlbumPage } from '@schemas/albums';
import { createdMomentAgo, expectNoSeriousAxeViolations, getAsPage, newAccount, signIn } from './support';

// The Albums tab and the Create album modal against the sandbox (S1 §2 Albums screen, Modals; §5;
// DECISIONS 24, 29): an album is created after both name messages (on submit only) and the customer
// lands in it with the query string kept; a list of 55 albums pages past its first 49; axe on the
// tab and on the modal on a phone and a desktop. Test accounts come with their albums made through
// the sandbox, never through the UI.
test.setTimeout(60_000);

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1366, height: 800 };

const ownAlbums = (page: Page) => page.getByRole('list', { name: 'My albums' });
const albumCards = (page: Page) => ownAlbums(page).locator('[data-album-id]');

test('creating an album shows both name messages on submit only, then lands in the new album', async ({ page, request }) => {
  const account = await newAccount(request);
  await signIn(page, account.email, { password: account.password, start: '/my-photos/albums?from=e2e' });
  await expect(page.getByText('You have no albums yet. Create one to keep your favourite photos together.')).toBeVisible();
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new album' });
  const field = dialog.getByLabel('Album name');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('placeholder', 'Untitled album');
  await expectNoSeriousAxeViolations(page, 'create album modal at 375 px');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page, 'create album modal at 1366 px');

  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(dialog.getByText('Please give your album a name')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('Trip <2024>');
  // nothing is checked while typing
  await expect(dialog.getByText('Please give your album a name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(dialog.getByText('Name not valid')).toBeVisible();
  await expect(field).toBeFocused();

  await field.fill('  Summer in Porto ');
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}\?from=e2e$/);

  // the album exists (the service's own list) and the tab knows of it: its card and count
  await page.goBack();
  await expect(page).toHaveURL(/\/my-photos\/albums\?from=e2e$/);
  await expect(albumCards(page)).toHaveCount(1);
  await expect(albumCards(page).first()).toContainText('Summer in Porto');
  const [answer] = await getAsPage(page, ['/api/photos/albums']);
  const [created] = AlbumPage.parse(answer?.body).albums;
  expect(created?.albumName).toBe('Summer in Porto');
  await expect(albumCards(page).first()).toContainText(await createdMomentAgo(page, created?.created ?? ''));
  await expect(page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /Albums/ })).toHaveText(/Albums\s*1/);
});

test('a list of 55 albums pages past its first 49 as the end comes into view; axe on the tab', async ({ page, request }) => {
  // newest first: Album 55 is the newest
  const albums = Array.from({ length: 55 }, (_, index) => ({ name: `Album ${String(55 - index).padStart(2, '0')}`, photos: index % 3 }));
  const account = await newAccount(request, { photos: 6, albums });
  const limits: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname === '/api/photos/albums') limits.push(url.searchParams.get('limit') ?? '');
  });
  await page.setViewportSize(DESKTOP);
  await signIn(page, account.email, { password: account.password, start: '/my-photos/albums' });
  await expect(albumCards(page)).toHaveCount(ALBUMS_FIRST_PAGE_SIZE);
  // the New album tile comes first, then the newest album
  await expect(ownAlbums(page).getByRole('listitem').first().getByRole('button', { name: 'New album' })).toBeVisible();
  await expect(albumCards(page).first()).toContainText('Album 55');
  await expect(page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /Albums/ })).toHaveText(/Albums\s*55/);
  await expectNoSeriousAxeViolations(page, 'albums tab at 1366 px');

  await page.locator('[data-end-marker]').first().scrollIntoViewIfNeeded();
  await expect(albumCards(page)).toHaveCount(55);
  await expect(albumCards(page).last()).toContainText('Album 01');
  expect(limits).toEqual([String(ALBUMS_FIRST_PAGE_SIZE), String(ALBUMS_PAGE_SIZE)]);

  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page, 'albums tab at 375 px');
});

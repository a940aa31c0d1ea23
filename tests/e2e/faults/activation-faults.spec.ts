import { expect, test, type Page } from '../fixtures';
import { PhotoSummary } from '../../../schemas/photos';
import { clearFault, faultHits, getAsPage, newAccount, setFault, signIn } from '../support';
import { failing, KINDS } from './failing';

// The activation import failing (S1 §4 Activation; docs/PHOTOS.md "Activation import"):
// - POST /users/activate failing three ways (a 500, no answer in time, a malformed body): each shows
//   'Error: The import could not be started' with Try again, which then starts the import;
// - the import itself failing (import-error on the push socket): 'Error: Your photos could not be
//   imported' with Try again, which imports the photos;
// - the push socket dropped (the fault switch cuts every socket right after OK): the in-progress
//   state still ends and the photos show, because the status is polled.
test.setTimeout(60_000);

const ACTIVATE = '/api/photos/users/activate';
const offer = (page: Page) => page.getByRole('region', { name: 'Bring in the photos of your orders' });
const inProgress = (page: Page) => page.getByRole('region', { name: 'Importing your photos' });
const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');

async function expectPhotosImported(page: Page) {
  await expect(inProgress(page)).toBeHidden({ timeout: 30_000 });
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(offer(page)).toHaveCount(0);
  const [summary] = await getAsPage(page, ['/api/photos/users']);
  expect(PhotoSummary.parse(summary?.body).photosCount).toBeGreaterThan(0);
}

test('starting the import failing shows the message, and Try again starts it', async ({ page, request }) => {
  await page.clock.install();
  const account = await newAccount(request, { orders: 2, activation: { status: 'NOT_ACTIVE' } });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(offer(page)).toBeVisible({ timeout: 20_000 });

  let press = () => offer(page).getByRole('button', { name: 'Import photos' }).click();
  for (const kind of KINDS) {
    await test.step(kind, async () => {
      await failing(page, request, kind, [{ path: ACTIVATE, method: 'POST' }], press);
      await expect(offer(page).getByRole('alert')).toContainText('Error: The import could not be started');
      await expect(inProgress(page)).toHaveCount(0);
      press = () => offer(page).getByRole('button', { name: 'Try again' }).click();
    });
  }
  await press();
  await expect(inProgress(page)).toBeVisible();
  await expectPhotosImported(page);
});

test('the import failing shows import-error’s message, and Try again imports the photos', async ({ page, request }) => {
  const account = await newAccount(request, { orders: 2, activation: { status: 'NOT_ACTIVE', importFailures: 1 } });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await offer(page).getByRole('button', { name: 'Import photos' }).click({ timeout: 20_000 });
  await expect(inProgress(page)).toBeVisible();
  await expect(offer(page).getByRole('alert')).toContainText('Error: Your photos could not be imported', { timeout: 20_000 });
  await expect(inProgress(page)).toHaveCount(0);
  const [summary] = await getAsPage(page, ['/api/photos/users']);
  expect(PhotoSummary.parse(summary?.body).photosCount).toBe(0);

  await offer(page).getByRole('button', { name: 'Try again' }).click();
  await expect(inProgress(page)).toBeVisible();
  await expectPhotosImported(page);
});

test('with the push socket dropped, polling still ends the import with the photos shown', async ({ page, request }) => {
  const account = await newAccount(request, { orders: 2, activation: { status: 'NOT_ACTIVE' } });
  const drop = await setFault(page, { path: '/push', method: 'GET', drop: true });
  try {
    await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
    await offer(page).getByRole('button', { name: 'Import photos' }).click({ timeout: 20_000 });
    await expect(inProgress(page)).toBeVisible();
    await expectPhotosImported(page);
    // the socket was opened, and cut each time
    expect(await faultHits(request, drop.id)).toBeGreaterThan(0);
  } finally {
    await clearFault(request, drop.id);
  }
});

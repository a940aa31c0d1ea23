import { expect, test, type Page, type WebSocket } from './fixtures';
import { PhotoSummary } from '../../schemas/photos';
import { parsePushMessage } from '../../schemas/push';
import { expectNoSeriousAxeViolations, getAsPage, newAccount, signIn } from './support';

// The activation import (S1 §4 Activation; docs/PHOTOS.md "Activation import") against the real
// sandbox: a fresh account whose library is not active yet, with three past orders, is offered the
// import in place of the empty library; Import photos shows the in-progress state while the push
// socket brings import-started and import-finished; then the in-progress state ends, the library
// shows the photos of those orders and the Photos tab counts them. Axe at 375 and
// 1366 px on the offer and on the in-progress state.
test.setTimeout(60_000);

const offer = (page: Page) => page.getByRole('region', { name: 'Bring in the photos of your orders' });
const inProgress = (page: Page) => page.getByRole('region', { name: 'Importing your photos' });
const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');

/** The activation push messages the page's sockets received, by type, in order. */
function activationMessages(page: Page): string[] {
  const types: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = typeof payload === 'string' ? parsePushMessage(payload) : null;
      if (message && 'type' in message) types.push(message.type);
    });
  });
  return types;
}

test('a library not active yet is offered the import; it runs, then the photos of past orders are in the timeline', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { orders: 3, activation: { status: 'NOT_ACTIVE' } });
  const pushed = activationMessages(page);
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });

  await expect(offer(page)).toBeVisible({ timeout: 20_000 });
  await expect(offer(page)).toContainText('Your photo library is not active yet.');
  // the offer takes the empty library's place
  await expect(page.getByText('Your photo library is empty')).toHaveCount(0);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await expectNoSeriousAxeViolations(page, `offer at ${width} px`);
  }

  await offer(page).getByRole('button', { name: 'Import photos' }).click();
  await expect(inProgress(page)).toBeVisible();
  await expect(inProgress(page).getByRole('status')).toHaveText(/The photos of your past orders are being added/);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await expectNoSeriousAxeViolations(page, `in progress at ${width} px`);
  }

  await expect.poll(() => [...pushed], { timeout: 20_000 }).toEqual(['import-started', 'import-finished']);
  // the in-progress state ends: 10 s after import-finished, or at once when a poll sees ACTIVE first
  // (both race here; tests/machines/photos/activation checks the 10 s with fake timers)
  await expect(inProgress(page)).toBeHidden({ timeout: 20_000 });

  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(gridPhotos(page).first().locator('img[data-thumbnail]')).toHaveJSProperty('complete', true);
  await expect(offer(page)).toHaveCount(0);
  const [summary] = await getAsPage(page, ['/api/photos/users']);
  const { photosCount } = PhotoSummary.parse(summary?.body);
  expect(photosCount).toBeGreaterThanOrEqual(6);
  const tabs = page.getByRole('navigation', { name: 'Photo library' });
  await expect(tabs.getByRole('link', { name: /^Photos/ })).toHaveText(`Photos ${photosCount}`);

  // opened again, the library is active: no offer, no import
  await page.reload();
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(offer(page)).toHaveCount(0);
  await expect(inProgress(page)).toHaveCount(0);
});

test('an active library is offered nothing', async ({ page, request }) => {
  const account = await newAccount(request, {});
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(page.getByText('Your photo library is empty')).toBeVisible({ timeout: 20_000 });
  await expect(offer(page)).toHaveCount(0);
});

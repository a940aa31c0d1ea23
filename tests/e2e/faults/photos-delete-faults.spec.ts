import { expect, test, type Page } from '@playwright/test';
import { ErrorReportList } from '../../../schemas/sandbox';
import { clearFault, faultHits, newAccount, setFault, signIn } from '../support';

// A failing bulk delete (S1 §4, §8; DECISIONS 25, 27): DELETE /photos answers 500 on every try; the
// chunk is tried 1 + 3 times with back-off, then every photo comes back in the grid and the modal
// stays open with the error. The fault is set after sign-in and cleared at once.
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');

test('a bulk delete failing on every try restores every photo and keeps the modal open with the error', async ({ page, request }) => {
  const account = await newAccount(request, { photos: 'demo' });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
  const ids = await gridPhotos(page).evaluateAll((nodes) => nodes.slice(0, 3).map((node) => node.getAttribute('data-photo-id') ?? ''));
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (const id of ids) await page.locator(`[data-photo-id="${id}"]`).click();
  const fault = await setFault(request, { path: '/api/photos/photos', method: 'DELETE', status: 500 });
  try {
    await page.getByRole('toolbar', { name: 'Photo actions' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 photos?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // optimistic removal while the tries go on
    for (const id of ids) await expect(page.locator(`[data-photo-id="${id}"]`)).toHaveCount(0);
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be deleted', { timeout: 20_000 });
    expect(await faultHits(request, fault.id)).toBe(4);
    await expect(dialog).toBeVisible();
    for (const id of ids) await expect(page.locator(`[data-photo-id="${id}"]`)).toHaveCount(1);
  } finally {
    await clearFault(request, fault.id);
  }
  await expect
    .poll(async () => {
      const { reports } = ErrorReportList.parse(await (await request.get('/__sandbox/errors')).json());
      return reports.some((report) => report.source === 'bulkDelete' && report.message.includes('Exceeded maximum amount of retries!'));
    })
    .toBe(true);
});

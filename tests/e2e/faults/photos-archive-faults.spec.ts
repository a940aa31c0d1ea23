import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import type { ErrorReport } from '../../../schemas/sandbox';
import { clearFault, faultHits, newAccount, reportsSentBy, setFault, signIn } from '../support';
import { failing, KINDS } from './failing';

// The archive download when the sandbox fails it (S1 §4, §7, §8; DECISIONS 26, 27): POST downloads
// failing (a 500, no answer in time, a body that is not a download: JSON that does not parse) shows
// 'Error: Your photos could not be downloaded' under the toolbar and keeps the selection, and Try
// again downloads the zip; the push socket cut right after OK is reopened and the archive still
// arrives; GET downloads/{id}/url failing shows the 'Download failed' toast and keeps the selection.
// Each fault is set for the requests one action causes and cleared at once (failing.ts).
test.setTimeout(60_000);

const CREATE_PATH = '/api/downloads/downloads';

const gridPhotos = (page: Page) => page.locator('section[data-month] [data-photo-id]');
const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Photo actions' });

/** How many of the page's own error reports (support.ts reportsSentBy) are the archiveDownload machine's. */
const archiveReports = (reports: readonly ErrorReport[]) => reports.filter((report) => report.source === 'machine:archiveDownload').length;

async function signInWithPhotos(page: Page, request: APIRequestContext) {
  const account = await newAccount(request, { photos: 4 });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(gridPhotos(page).first()).toBeVisible({ timeout: 20_000 });
}

/** Selection mode with the first two photos selected. */
async function selectTwo(page: Page) {
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await gridPhotos(page).nth(0).click();
  await gridPhotos(page).nth(1).click();
  await expect(toolbarOf(page).getByRole('status')).toHaveText('2 photos selected');
}

test('POST downloads failing shows the error with Try again and keeps the selection; Try again downloads the zip', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInWithPhotos(page, request);
  const sent = reportsSentBy(page);
  const toolbar = toolbarOf(page);
  for (const kind of KINDS) {
    await test.step(kind, async () => {
      await selectTwo(page);
      const reportsBefore = archiveReports(sent);
      await failing(page, request, kind, [{ path: CREATE_PATH, method: 'POST', malformed: 'json' }], () =>
        toolbar.getByRole('button', { name: 'Download' }).click(),
      );
      await expect(toolbar.getByRole('alert')).toContainText('Error: Your photos could not be downloaded', { timeout: 15_000 });
      await expect(toolbar.getByRole('status')).toHaveText('2 photos selected');
      await expect.poll(() => archiveReports(sent)).toBeGreaterThan(reportsBefore);

      const saved = page.waitForEvent('download', { timeout: 60_000 });
      await toolbar.getByRole('button', { name: 'Try again' }).click();
      expect((await saved).suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/);
      await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
    });
  }
});

test('the push socket cut right after OK is reopened, and the archive still arrives', async ({ page, request }) => {
  await signInWithPhotos(page, request);
  await selectTwo(page);
  const rule = await setFault(page, { path: '/push', method: 'GET', drop: true, times: 1 });
  try {
    const saved = page.waitForEvent('download', { timeout: 60_000 });
    await toolbarOf(page).getByRole('button', { name: 'Download' }).click();
    expect((await saved).suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/);
    expect(await faultHits(request, rule.id)).toBe(1);
  } finally {
    await clearFault(request, rule.id);
  }
  await expect(page.getByText('Downloading photos').first()).toBeVisible();
});

test('GET of the archive’s URL failing shows Download failed and keeps the selection', async ({ page, request }) => {
  await signInWithPhotos(page, request);
  await selectTwo(page);
  await failing(page, request, '500', [{ path: `${CREATE_PATH}/*`, method: 'GET' }], () =>
    toolbarOf(page).getByRole('button', { name: 'Download' }).click(),
  );
  await expect(page.getByText('Download failed').first()).toBeVisible({ timeout: 30_000 });
  await expect(toolbarOf(page).getByRole('status')).toHaveText('2 photos selected');
  await expect(toolbarOf(page).getByRole('button', { name: 'Download' })).toBeVisible();
});

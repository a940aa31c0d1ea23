import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type Request } from '../fixtures';
import sharp from 'sharp';
import { ImagePage } from '../../../schemas/photos';
import { SERVICE_TIMEOUT_MS, UPLOAD_CHUNK_BYTES, UPLOAD_RETRY_DELAYS_MS } from '../../../schemas/tunables';
import { faultHits, getAsPage, newAccount, setFault, clearFault, signIn } from '../support';

// The upload against the storage service's faults (S1 §2 Modals 'Upload photos'; PITFALLS "tus
// uploads"): a connection cut part-way through a chunk resumes from the server's offset and the stored original's
// SHA-256 equals the file's; a reload mid-upload, the same file picked again, resumes without sending
// the finished chunks again (the bytes on the network are counted); the creation failing (500, no
// answer in time) shows the message and keeps the file, and Try again sends it. Each test has an
// account of its own, and its rules are for its own browser context (support.ts setFault).
test.setTimeout(60_000);

const modal = (page: Page) => page.getByRole('dialog', { name: 'Upload photos' });
const PATCHES = '/api/storage/uploads/*';
const CREATION = '/api/storage/uploads';
/** Where the cut connection stops: part-way through the first 2 MB chunk. */
const CUT_AT = 1_000_000;

/** A JPEG of noise (it hardly compresses): several chunks of UPLOAD_CHUNK_BYTES. */
async function bigJpeg(): Promise<Buffer> {
  const buffer = await sharp({
    create: { width: 3000, height: 2200, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(2 * UPLOAD_CHUNK_BYTES);
  return buffer;
}

/** A rule that cuts this page's next PATCH connection after `bytes` of its body. */
const cutAfter = (page: Page, bytes: number) => setFault(page, { path: PATCHES, method: 'PATCH', dropAfterBytes: bytes, times: 1 });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function openUpload(page: Page, request: APIRequestContext) {
  const account = await newAccount(request, { photos: 2 });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(page.locator('section[data-month] [data-photo-id]').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Add photos' }).click();
  await expect(modal(page)).toBeVisible();
}

/** The original of the newest photo read back through the photo API, and its name. */
async function newestOriginal(page: Page, request: APIRequestContext) {
  const [answer] = await getAsPage(page, ['/api/photos/photos?sortKey=created&sortOrder=desc&limit=1']);
  const image = ImagePage.parse(answer?.body).images[0];
  if (!image) throw new Error('no photo');
  const response = await request.get(image.url);
  expect(response.status()).toBe(200);
  return { name: image.localFileName, bytes: await response.body() };
}

/** The page's requests to the storage service's uploads that have not ended yet. */
function uploadRequestsOnTheirWay(page: Page): Set<Request> {
  const onTheirWay = new Set<Request>();
  page.on('request', (req: Request) => {
    if (new URL(req.url()).pathname.startsWith(CREATION)) onTheirWay.add(req);
  });
  page.on('requestfinished', (req: Request) => onTheirWay.delete(req));
  page.on('requestfailed', (req: Request) => onTheirWay.delete(req));
  return onTheirWay;
}

/** The PATCH requests the page sent and saw answered: the offset each started at and the bytes of its body. */
function watchPatches(page: Page): Array<{ offset: number; bytes: number }> {
  const seen: Array<{ offset: number; bytes: number }> = [];
  const isPatch = (req: Request) => req.method() === 'PATCH' && new URL(req.url()).pathname.startsWith('/api/storage/uploads/');
  page.on('request', (req: Request) => {
    if (isPatch(req)) seen.push({ offset: Number(req.headers()['upload-offset']), bytes: 0 });
  });
  // an XHR's Blob body is not readable here: its length, as sent on the wire, is
  page.on('requestfinished', (req: Request) => {
    if (!isPatch(req)) return;
    const offset = Number(req.headers()['upload-offset']);
    void req.allHeaders().then((headers) => {
      const entry = seen.find((candidate) => candidate.offset === offset && candidate.bytes === 0);
      if (entry) entry.bytes = Number(headers['content-length'] ?? 0);
    });
  });
  return seen;
}

test('a connection cut mid-upload resumes where it stopped; the stored original is the file, byte for byte', async ({ page, request }) => {
  const file = await bigJpeg();
  await openUpload(page, request);
  const patches = watchPatches(page);
  await modal(page).locator('input[type=file]').setInputFiles({ name: 'Noise.jpg', mimeType: 'image/jpeg', buffer: file });
  await expect(modal(page).getByText('Ready to upload')).toBeVisible();
  // the first chunk's connection is cut part-way: the server keeps what it read
  const cut = await cutAfter(page, CUT_AT);
  await modal(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await expect.poll(() => faultHits(request, cut.id)).toBe(1);
  await clearFault(request, cut.id);
  await expect(modal(page)).toBeHidden({ timeout: 60_000 });

  const stored = await newestOriginal(page, request);
  expect(stored.name).toBe('Noise.jpg');
  expect(sha256(stored.bytes)).toBe(sha256(file));
  // after the cut it asked for the offset and went on from where the server stopped, not from 0
  const offsets = patches.map((patch) => patch.offset);
  expect(offsets[0]).toBe(0);
  expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
  expect(offsets[1]).toBeGreaterThan(0);
  expect(offsets[1]).toBeLessThanOrEqual(CUT_AT);
});

test('a reload mid-upload: the same file picked again continues from the server’s offset, the finished chunks not sent again', async ({
  page,
  request,
}, testInfo) => {
  const file = await bigJpeg();
  const path = testInfo.outputPath('Reloaded.jpg');
  writeFileSync(path, file);
  await openUpload(page, request);
  const before = watchPatches(page);
  await modal(page).locator('input[type=file]').setInputFiles(path);
  await expect(modal(page).getByText('Ready to upload')).toBeVisible();
  // the first chunk goes through, the second waits on the server; the customer reloads meanwhile
  const slow = await setFault(page, { path: PATCHES, method: 'PATCH', latencyMs: 20_000, after: 1, times: 1 });
  const firstChunk = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.status() === 204);
  await modal(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await firstChunk;
  await expect.poll(() => faultHits(request, slow.id)).toBe(1);
  await page.reload();
  await clearFault(request, slow.id);
  const sentBefore = before.filter((patch) => patch.offset === 0).length;
  expect(sentBefore).toBe(1);

  await expect(page.locator('section[data-month] [data-photo-id]').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Add photos' }).click();
  const after = watchPatches(page);
  await modal(page).locator('input[type=file]').setInputFiles(path);
  await expect(modal(page).getByText('Partly uploaded before: continues where it stopped')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(modal(page)).toBeHidden({ timeout: 60_000 });

  // after the reload nothing before the server's offset went again
  expect(after[0]?.offset).toBeGreaterThanOrEqual(UPLOAD_CHUNK_BYTES);
  await expect.poll(() => after.reduce((sum, patch) => sum + patch.bytes, 0)).toBe(file.length - (after[0]?.offset ?? 0));
  const stored = await newestOriginal(page, request);
  expect(sha256(stored.bytes)).toBe(sha256(file));
});

for (const kind of ['500', 'timeout'] as const) {
  test(`the creation failing (${kind}) shows the message and keeps the file; Try again sends it`, async ({ page, request }) => {
    await page.clock.install();
    await openUpload(page, request);
    const file = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer();
    await modal(page).locator('input[type=file]').setInputFiles({ name: 'Sunset.jpg', mimeType: 'image/jpeg', buffer: file });
    await expect(modal(page).getByText('Ready to upload')).toBeVisible();
    // the first try and tus-js-client's four retries all fail
    const tries = 5;
    const fault = await setFault(page, {
      path: CREATION,
      method: 'POST',
      times: tries,
      ...(kind === '500' ? { status: 500 } : { latencyMs: SERVICE_TIMEOUT_MS + 5_000 }),
    });
    await modal(page).getByRole('button', { name: 'Upload', exact: true }).click();
    // each try waits past its time limit (timeout) and the retry's wait: the page's clock jumps
    const alert = modal(page).getByRole('alert');
    await expect(async () => {
      await page.clock.fastForward(SERVICE_TIMEOUT_MS + 6_000);
      await expect(alert).toHaveText('Some photos could not be uploaded. Try again.', { timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    expect(await faultHits(request, fault.id)).toBe(tries);
    const row = modal(page).getByRole('listitem').filter({ hasText: 'Sunset.jpg' });
    await expect(row).toContainText('Could not be uploaded');
    await clearFault(request, fault.id);

    await modal(page).getByRole('button', { name: 'Try again' }).click();
    await expect(modal(page)).toBeHidden({ timeout: 30_000 });
    const stored = await newestOriginal(page, request);
    expect(stored.name).toBe('Sunset.jpg');
  });
}

// A malformed answer (docs/PHOTOS.md "Upload (storage service)": the tus headers garbled, the
// server's state as it was) to the creation, or to the final PATCH after the photo was made: the
// customer sees the message and keeps the file, Try again finishes, and the library holds the photo
// once (the second try finds the finished upload with a HEAD instead of uploading it again).
for (const [step, rule] of [
  ['creation (POST)', { path: CREATION, method: 'POST' }],
  // the final PATCH, then the HEADs of tus-js-client's four retries
  ['final PATCH', { path: PATCHES }],
] as const) {
  for (const kind of ['json', 'schema'] as const) {
    test(`a malformed answer (${kind}) to the ${step} shows the message and keeps the file; Try again gives the photo once`, async ({
      page,
      request,
    }) => {
      await page.clock.install();
      await openUpload(page, request);
      const name = `Malformed ${kind} ${step.split(' ')[0] ?? ''}.jpg`;
      const file = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 160, b: 90 } } })
        .jpeg()
        .toBuffer();
      await modal(page).locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: file });
      await expect(modal(page).getByText('Ready to upload')).toBeVisible();
      // the first try and tus-js-client's four retries all get a malformed answer
      const tries = 5;
      const fault = await setFault(page, { ...rule, malformed: kind, times: tries });
      const inFlight = uploadRequestsOnTheirWay(page);
      await modal(page).getByRole('button', { name: 'Upload', exact: true }).click();
      // between tries tus-js-client waits (UPLOAD_RETRY_DELAYS_MS): the page's clock jumps each
      // wait, only while no upload request is on its way (a jump must not time one out)
      const alert = modal(page).getByRole('alert');
      await expect(async () => {
        if (inFlight.size === 0) await page.clock.fastForward(Math.max(...UPLOAD_RETRY_DELAYS_MS) + 100);
        await expect(alert).toHaveText('Some photos could not be uploaded. Try again.', { timeout: 500 });
      }).toPass({ timeout: 60_000 });
      expect(await faultHits(request, fault.id)).toBe(tries);
      await expect(modal(page).getByRole('listitem').filter({ hasText: name })).toContainText('Could not be uploaded');
      await clearFault(request, fault.id);

      await modal(page).getByRole('button', { name: 'Try again' }).click();
      await expect(modal(page)).toBeHidden({ timeout: 30_000 });
      const [answer] = await getAsPage(page, ['/api/photos/photos?sortKey=created&sortOrder=desc&limit=100']);
      const images = ImagePage.parse(answer?.body).images;
      expect(images.filter((image) => image.localFileName === name)).toHaveLength(1);
      // the two photos the account had, and the new one
      expect(images).toHaveLength(3);
      const stored = await newestOriginal(page, request);
      expect(sha256(stored.bytes)).toBe(sha256(file));
    });
  }
}

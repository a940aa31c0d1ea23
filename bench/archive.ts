// npm run bench:archive — an archive download of 100 photos (docs/PHOTOS.md "Downloads and push
// socket"): a sandbox in this process (in-memory database, test identity), an account of 100
// generated photos, its push socket authenticated, then POST downloads of all 100 timed until the
// socket says download-finished. The first run also makes the pictures (on demand, with sharp); the
// next runs only build the zip, while the process's memory is sampled every 5 ms after a GC: the
// build's peak above what the process held before (RSS, and heap plus buffers). The generated
// originals are small (about 50 KB), so the archive is about 5 MB: the figure says what a build
// costs; built for 10 photos and for all 100, the peak memory shows whether the build streams
// (flat from 10 to 100: archiver reads each file through its own stream). The peak of what is
// alive is sampled after a full GC every 10 ms in one more build, apart from the timed ones. Prints readable lines,
// then one JSON line. Never part of npm test.
import { Download } from '@schemas/downloads';
import { ImagePage } from '@schemas/photos';
import { DownloadPushMessage, PUSH_AUTHENTICATED } from '@schemas/push';
import { TestAccount } from '@schemas/sandbox';
import { bearer, startSandbox } from '../tests/unit/sandbox/harness';
import { listen, openPush } from '../tests/unit/sandbox/push-client';
import { log, median } from './support';

const PHOTOS = 100;
const WARM_RUNS = 5;
const MB = 1024 * 1024;

const app = await startSandbox();
try {
  const host = await listen(app);
  const account = TestAccount.parse((await app.inject({ method: 'POST', url: '/__sandbox/accounts', payload: { photos: PHOTOS } })).json());
  const page = ImagePage.parse(
    (await app.inject({ method: 'GET', url: `/api/photos/photos?limit=${PHOTOS}`, headers: bearer(account.id) })).json(),
  );
  const photos = page.images.map((image) => ({ photoId: image.imageId }));
  const push = openPush(host);
  push.send(JSON.stringify({ action: 'authenticate', token: `test-token:${account.id}` }));
  await push.until((texts) => texts.includes(PUSH_AUTHENTICATED));

  /** One download of these photos: milliseconds from the request to download-finished, and the archive's bytes. */
  const run = async (name: string, photos: readonly { photoId: string }[]) => {
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/downloads/downloads',
      headers: bearer(account.id),
      payload: { name, photos },
    });
    const { id } = Download.parse(answer.json());
    await push.until(
      (texts) =>
        texts.some((text) => {
          if (text === PUSH_AUTHENTICATED) return false;
          const message = DownloadPushMessage.parse(JSON.parse(text));
          if (message.message.downloadId === id && message.key === 'download-error') throw new Error('the archive failed');
          return message.message.downloadId === id && message.key === 'download-finished';
        }),
      120_000,
    );
    const ms = performance.now() - started;
    const list = (await app.inject({ method: 'GET', url: '/api/downloads/downloads', headers: bearer(account.id) })).json<{
      items: { id: string; size: number | null }[];
    }>();
    return { ms, bytes: list.items.find((item) => item.id === id)?.size ?? 0 };
  };

  const cold = await run('cold', photos);
  log(`first run (pictures made on demand): ${cold.ms.toFixed(0)} ms, ${(cold.bytes / MB).toFixed(1)} MB`);

  /** WARM_RUNS builds of these photos: the median time, the archive's size and the peak memory above the process's before each. */
  const measure = async (subset: readonly { photoId: string }[]) => {
    const times: number[] = [];
    let peakRss = 0;
    let peakHeap = 0;
    let bytes = 0;
    for (let i = 0; i < WARM_RUNS; i += 1) {
      global.gc?.();
      const before = process.memoryUsage();
      const baseHeap = before.heapUsed + before.arrayBuffers;
      let rss = before.rss;
      let heap = baseHeap;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        rss = Math.max(rss, now.rss);
        heap = Math.max(heap, now.heapUsed + now.arrayBuffers);
      }, 5);
      const result = await run(`warm ${subset.length} ${i + 1}`, subset);
      clearInterval(sampler);
      times.push(result.ms);
      bytes = result.bytes;
      peakRss = Math.max(peakRss, rss - before.rss);
      peakHeap = Math.max(peakHeap, heap - baseHeap);
    }
    // One more build, sampled after a full GC every 10 ms: what the build holds alive (the peak
    // above is mostly garbage not yet collected, which grows with the bytes read).
    global.gc?.();
    const before = process.memoryUsage();
    const baseLive = before.heapUsed + before.arrayBuffers;
    let live = baseLive;
    const liveSampler = setInterval(() => {
      global.gc?.();
      const now = process.memoryUsage();
      live = Math.max(live, now.heapUsed + now.arrayBuffers);
    }, 10);
    await run(`live ${subset.length}`, subset);
    clearInterval(liveSampler);
    return {
      peakLiveAboveBaseMB: Number(((live - baseLive) / MB).toFixed(1)),
      archiveMB: Number((bytes / MB).toFixed(1)),
      medianMs: Math.round(median(times)),
      peakRssAboveBaseMB: Number((peakRss / MB).toFixed(1)),
      peakHeapAndBuffersAboveBaseMB: Number((peakHeap / MB).toFixed(1)),
    };
  };

  // streaming: the build's memory stays flat from 10 photos to 100 (ten times the archive)
  const ten = await measure(photos.slice(0, 10));
  const all = await measure(photos);
  push.close();
  const figures = {
    photos: PHOTOS,
    coldMs: Math.round(cold.ms),
    ...all,
    tenPhotos: ten,
    peakLive100To10: Number((all.peakLiveAboveBaseMB / Math.max(ten.peakLiveAboveBaseMB, 0.1)).toFixed(2)),
  };
  log(
    `request → download-finished, median of ${WARM_RUNS}: ${ten.medianMs} ms for 10 photos (${ten.archiveMB} MB), ${all.medianMs} ms for ${PHOTOS} (${all.archiveMB} MB)`,
  );
  log(
    `peak memory above the process's before each build, 10 → ${PHOTOS} photos: RSS ${ten.peakRssAboveBaseMB} → ${all.peakRssAboveBaseMB} MB, heap and buffers ${ten.peakHeapAndBuffersAboveBaseMB} → ${all.peakHeapAndBuffersAboveBaseMB} MB (garbage included), alive ${ten.peakLiveAboveBaseMB} → ${all.peakLiveAboveBaseMB} MB`,
  );
  log(JSON.stringify(figures));
} finally {
  await app.close();
}

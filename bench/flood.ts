// The flood figures of `npm run bench:sandbox` (docs/PHOTOS.md "Fair queues"): one account floods
// the sandbox with archive builds and large uploads while another customer's small archive and small
// upload are timed, idle and under the flood. Target: within twice their idle time. The upload
// figures start once the flooder's archives are built: each figure is made beside its own flood only.
import { Download, DownloadList, DownloadUrl } from '@schemas/downloads';
import { ImagePage } from '@schemas/photos';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { pictureFile } from '../tests/unit/sandbox/upload-client';
import { archivePush, type ArchivePush } from './archive-push';
import { FloodAnswer, FloodReady, type FloodRequest } from './flood-messages';
import { log, median } from './support';
import { timedUpload } from './tus-upload';

export interface FloodAccount {
  authorization: string;
}

const round = (value: number) => Math.round(value);
const FLOOD_ARCHIVES = 40;
const FLOOD_UPLOADS = 6;
const UPLOAD_ROUNDS = 5;
const ARCHIVE_ROUNDS = 5;

export function floodFigures(origin: string) {
  const api = (path: string, authorization: string, init: RequestInit = {}) =>
    fetch(`${origin}/api${path}`, { ...init, headers: { authorization, 'content-type': 'application/json', ...init.headers } });

  async function photoIds(account: FloodAccount, count: number): Promise<string[]> {
    const page = ImagePage.parse(await (await api(`/photos/photos?limit=${count}`, account.authorization)).json());
    return page.images.map((image) => image.imageId);
  }

  const createArchive = (account: FloodAccount, ids: readonly string[]) =>
    api('/downloads/downloads', account.authorization, {
      method: 'POST',
      body: JSON.stringify({ name: 'Flood', photos: ids.map((photoId) => ({ photoId })) }),
    });

  /**
   * Asks for an archive, waits for its `download-finished` on the account's push socket, then for
   * its URL, as the app does: the milliseconds it took.
   */
  async function timedArchive(account: FloodAccount, push: ArchivePush, ids: readonly string[]): Promise<number> {
    const started = performance.now();
    const created = await createArchive(account, ids);
    if (created.status !== 201) throw new Error(`POST /downloads/downloads: ${created.status} ${await created.text()}`);
    const { id } = Download.parse(await created.json());
    const ended = await Promise.race([
      push.ended(id),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('the archive was not built in two minutes')), 120_000)),
    ]);
    if (ended !== 'download-finished') throw new Error(`the archive ended with ${ended}`);
    const answer = await api(`/downloads/downloads/${id}/url`, account.authorization);
    if (answer.status !== 200) throw new Error(`GET /downloads/downloads/${id}/url: ${answer.status} ${await answer.text()}`);
    DownloadUrl.parse(await answer.json());
    return performance.now() - started;
  }

  /** Waits until none of the account's archives is being built, so that the next figure is not made beside them. */
  async function builtAll(account: FloodAccount): Promise<void> {
    const started = performance.now();
    for (;;) {
      const list = DownloadList.parse(await (await api('/downloads/downloads', account.authorization)).json());
      if (!list.items.some((item) => item.state === 'building')) return;
      if (performance.now() - started > 300_000) throw new Error('the archives were not built in five minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const best = async (times: () => Promise<number>, count = 3) => {
    const all: number[] = [];
    for (let i = 0; i < count; i += 1) all.push(await times());
    return Math.min(...all);
  };

  const line = (what: string, idle: number, flood: number) => {
    const ratio = Math.round((flood / idle) * 100) / 100;
    log(`${what.padEnd(52)} idle ${round(idle)} ms  under the flood ${round(flood)} ms  (${ratio}×)`);
    return { idleMs: round(idle), floodMs: round(flood), ratio, withinTwice: flood <= 2 * idle };
  };

  return {
    /**
     * Another customer's 1-photo archive while the flooder asks for FLOOD_ARCHIVES 100-photo archives
     * at once: the best of three idle archives against the median of ARCHIVE_ROUNDS floods (each
     * timed once, the flooder's builds all done before the next): one sample said as little as one
     * flood of uploads did (on one code, 1.77× to 3.76× in a row). The customer learns that the
     * archive is ready on the push socket (bench/archive-push.ts), as in the app.
     */
    async archives(flooder: FloodAccount, customer: FloodAccount) {
      const [floodIds, customerIds] = await Promise.all([photoIds(flooder, 100), photoIds(customer, 1)]);
      const push = await archivePush(origin, customer.authorization);
      const idle = await best(() => timedArchive(customer, push, customerIds));
      const statuses: Record<string, number> = {};
      const flood: number[] = [];
      for (let round = 1; round <= ARCHIVE_ROUNDS; round += 1) {
        const asked = await Promise.all(Array.from({ length: FLOOD_ARCHIVES }, () => createArchive(flooder, floodIds)));
        for (const answer of asked) {
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          await answer.arrayBuffer();
        }
        flood.push(await timedArchive(customer, push, customerIds));
        await builtAll(flooder);
      }
      push.close();
      log(
        `  ${ARCHIVE_ROUNDS} floods of ${FLOOD_ARCHIVES} archive requests, answered ${JSON.stringify(statuses)}; the 1-photo archive under each: ${flood.map((time) => round(time)).join(', ')} ms`,
      );
      return {
        ...line(`a 1-photo archive beside ${FLOOD_ARCHIVES} asked by one account (median of ${ARCHIVE_ROUNDS})`, idle, median(flood)),
        floodStatuses: statuses,
      };
    },

    /**
     * Another customer's small JPEG while the flooder uploads FLOOD_UPLOADS large ones at once: the
     * best of three idle uploads against the median of UPLOAD_ROUNDS floods, each timed apart (a
     * quiet second between them). A flood takes about a second, and one alone said little: on one
     * sandbox, seven floods in a row gave 1.15× to 3.27× (the first the slowest: the large uploads'
     * code is not compiled yet; and a pause of the event loop, a garbage collection of 30 to 50 ms,
     * lands on the small upload or not). The flooder's uploads are sent by a client process of its
     * own (bench/flood-client.ts), as another customer's would be; a first flood warms both up.
     */
    async uploads(flooder: FloodAccount, customer: FloodAccount) {
      const small = await pictureFile('jpeg');
      let n = 0;
      const idle = await best(() => timedUpload(origin, customer.authorization, small, `small-${(n += 1)}.jpg`));
      // the flooder's client is a process of its own (bench/flood-client.ts)
      const client = fork('bench/flood-client.ts', [], { execArgv: ['--import', 'tsx'] });
      const answer = async (): Promise<unknown> => {
        const [message]: unknown[] = await once(client, 'message');
        return message;
      };
      const flood: number[] = [];
      let done = 0;
      let largeBytes = 0;
      try {
        largeBytes = FloodReady.parse(await answer()).ready;
        // round 0 is a warm-up, not timed: the flooding client's first requests and the sandbox's first
        // large uploads run code not compiled yet (every first flood was the slowest, 190 to 250 ms)
        for (let round = 0; round <= UPLOAD_ROUNDS; round += 1) {
          const request: FloodRequest = { origin, authorization: flooder.authorization, uploads: FLOOD_UPLOADS, round };
          client.send(request);
          const flooding = answer();
          await new Promise((resolve) => setTimeout(resolve, 200));
          const time = await timedUpload(origin, customer.authorization, small, `small-under-flood-${round}.jpg`);
          if (round > 0) flood.push(time);
          const result = FloodAnswer.parse(await flooding);
          if (result.failed.length > 0) log(`  ✗ ${result.failed.join('; ')}`);
          done += result.done;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      } finally {
        client.kill();
      }
      log(
        `  ${UPLOAD_ROUNDS} floods; the flooder's ${(UPLOAD_ROUNDS + 1) * FLOOD_UPLOADS} uploads of ${(largeBytes / 1e6).toFixed(1)} MB: ${done} done; the small upload under each: ${flood.map((time) => round(time)).join(', ')} ms`,
      );
      return line(
        `a ${Math.round(small.length / 1000)} KB upload beside ${FLOOD_UPLOADS} large ones of one account (median of ${UPLOAD_ROUNDS})`,
        idle,
        median(flood),
      );
    },
  };
}

import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARCHIVE_EXPIRY_MS } from '@schemas/downloads';
import type { DownloadPushKey } from '@schemas/push';
import type { Db } from '../db/db';
import { recipeOf } from '../photos/media-db';
import type { MediaStore } from '../photos/media-store';
import type { PushHub } from '../push/hub';
import { FairQueue } from '../http/fair-queue';
import type { WorkerPool } from '../workers/pool';
import { BuildHolds } from './build-holds';
import { entryNames } from './entry-names';
import { archivePhotos, downloadById, expireDue, failInterrupted, liveFileKeys, markFailed, markFinished, photosOf } from './store';

/** Archives built at the same time (the machine has two cores; each build is written by a worker thread). */
const CONCURRENT_BUILDS = 2;
/**
 * The archives one account may have in progress (building) at once (ours): one more is refused with
 * 429 (routes.ts), so that no account fills the build queue.
 */
export const ARCHIVES_IN_PROGRESS_MAX = 5;
/**
 * The builds of one account running at once: one less than CONCURRENT_BUILDS, so that another
 * account's archive always finds a builder free, however many one account asked for.
 */
const BUILDS_PER_ACCOUNT = Math.max(1, CONCURRENT_BUILDS - 1);
/**
 * How often finished archives are checked for expiry (routes check too, before they answer) and
 * files no archive needs (a sandbox reset wipes the rows) are removed.
 */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The archives of one data folder (`<dataDir>/downloads/<fileKey>.zip`; without a data folder a
 * temporary folder, removed on close): built in the background by the worker threads (zip-job.ts),
 * CONCURRENT_BUILDS at a time, taken
 * from a queue per account in turn (FairQueue: one account's many archives never hold back another
 * account's one by more than the builds already running), each
 * announced on the push socket (started, then finished or error), and removed when they expire.
 */
export class ArchiveStore {
  readonly dir: string;
  private readonly temporary: boolean;
  private readonly queue = new FairQueue<{ downloadId: string; accountId: string }>();
  /** the builds running now per account */
  private readonly runningOf = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  /** file keys of the archives being written now (their files must stay) */
  private readonly writing = new Set<string>();
  private readonly abort = new AbortController();
  private readonly timer: NodeJS.Timeout;
  /** accounts whose builds wait after `download-started` (the test tool POST /__sandbox/archive-builds) */
  readonly holds = new BuildHolds();

  constructor(
    private readonly deps: { db: Db; media: MediaStore; hub: PushHub; workers: WorkerPool; dataDir: string | undefined; quiet: boolean },
  ) {
    this.temporary = deps.dataDir === undefined;
    this.dir = deps.dataDir ? join(deps.dataDir, 'downloads') : mkdtempSync(join(tmpdir(), 'my-account-downloads-'));
    mkdirSync(this.dir, { recursive: true });
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.report('archive sweep', error)), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  pathOf(fileKey: string): string {
    return join(this.dir, `${fileKey}.zip`);
  }

  /** At start: builds a stopped process left are failed, expired archives and files no archive needs go. */
  async recover(): Promise<void> {
    await failInterrupted(this.deps.db, new Date());
    await this.sweep();
  }

  /** Expires what is due, then removes every file that is neither a finished archive nor being written. */
  async sweep(): Promise<void> {
    await this.expire();
    const live = await liveFileKeys(this.deps.db);
    for (const file of readdirSync(this.dir)) {
      const fileKey = file.replace(/\.zip(\.partial)?$/, '');
      if (!live.has(fileKey) && !this.writing.has(fileKey)) rmSync(join(this.dir, file), { force: true });
    }
  }

  /** Queues the build of a download the account just stored. */
  enqueue(downloadId: string, accountId: string): void {
    this.queue.push(accountId, { downloadId, accountId });
    this.next();
  }

  /** Finished archives past their expiry become expired, and their files go. */
  async expire(now = new Date()): Promise<void> {
    for (const fileKey of await expireDue(this.deps.db, now)) rmSync(this.pathOf(fileKey), { force: true });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.queue.drain();
    this.abort.abort();
    await Promise.allSettled([...this.running]);
    if (this.temporary) rmSync(this.dir, { recursive: true, force: true });
  }

  private next(): void {
    while (this.running.size < CONCURRENT_BUILDS && this.queue.size > 0) {
      const next = this.queue.shift((accountId) => (this.runningOf.get(accountId) ?? 0) < BUILDS_PER_ACCOUNT);
      if (next === undefined) return;
      const { downloadId, accountId } = next;
      this.runningOf.set(accountId, (this.runningOf.get(accountId) ?? 0) + 1);
      const job: Promise<void> = this.build(downloadId)
        .catch((error: unknown) => this.report(`archive ${downloadId}`, error))
        .finally(() => {
          const left = (this.runningOf.get(accountId) ?? 1) - 1;
          if (left > 0) this.runningOf.set(accountId, left);
          else this.runningOf.delete(accountId);
          this.running.delete(job);
          this.next();
        });
      this.running.add(job);
    }
  }

  private async build(downloadId: string): Promise<void> {
    const { db, media } = this.deps;
    const row = await downloadById(db, downloadId);
    if (!row || row.state !== 'building') return;
    const announce = (key: DownloadPushKey) =>
      this.deps.hub.publish(row.account_id, {
        id: randomUUID(),
        timestamp: new Date().toISOString(),
        key,
        message: { userId: row.account_id, downloadId },
      });
    announce('download-started');
    await this.holds.wait(row.account_id, this.abort.signal);
    const target = this.pathOf(row.file_key);
    const partial = `${target}.partial`;
    this.writing.add(row.file_key);
    try {
      const wanted = photosOf(row);
      const found = await archivePhotos(
        db,
        wanted.map((photo) => photo.photoId),
      );
      const photos = wanted.map(({ photoId }) => {
        const stored = found.get(photoId.toLowerCase());
        if (!stored) throw new Error(`photo ${photoId} is gone`);
        return stored;
      });
      for (const photo of photos) {
        // an uploaded photo has no recipe: its files are there since its upload finished
        if (!(await media.ensure(photo.content_key, recipeOf(photo.recipe)))) throw new Error(`photo ${photo.image_id} has no picture`);
      }
      const names = entryNames(photos.map((photo) => photo.local_file_name));
      const size = await this.deps.workers.run(
        'zip',
        {
          target: partial,
          entries: photos.map((photo, index) => ({
            name: names[index] ?? `${photo.image_id}.jpg`,
            path: media.pathOf(photo.content_key, 'original'),
            modified: photo.date_taken ?? photo.created_at,
          })),
        },
        { signal: this.abort.signal },
      );
      renameSync(partial, target);
      const at = new Date();
      if (!(await markFinished(db, { downloadId, size, at, expiresAt: new Date(at.getTime() + ARCHIVE_EXPIRY_MS) }))) {
        rmSync(target, { force: true });
        return;
      }
      announce('download-finished');
    } catch (error) {
      rmSync(partial, { force: true });
      if (this.abort.signal.aborted) return;
      await markFailed(db, downloadId, new Date());
      announce('download-error');
      throw error;
    } finally {
      this.writing.delete(row.file_key);
    }
  }

  private report(what: string, error: unknown): void {
    if (!this.deps.quiet) process.stderr.write(`[sandbox] ${what} failed: ${String(error)}\n`);
  }
}

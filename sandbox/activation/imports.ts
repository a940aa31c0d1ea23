import { randomUUID } from 'node:crypto';
import type { ActivationPushPayload, ActivationPushType } from '@schemas/push';
import type { Db } from '../db/db';
import { addLibrary } from '../photos/seed';
import type { PushHub } from '../push/hub';
import { IMPORTED_ORDERS_MAX, orderPhotos } from './order-photos';
import { claimImport, endImport, failInterruptedImports, pastOrdersOf } from './store';

/** How long an import runs before its photos land (ours: "over some seconds"). */
export const ACTIVATION_IMPORT_MS = 4_000;

/** The message import-error carries (ours: the spec names none). */
export const IMPORT_ERROR_MESSAGE = 'The photos of your orders could not be imported';

/**
 * The activation imports of the sandbox (docs/PHOTOS.md "Activation import"): started by
 * `POST /users/activate`, each runs in this process for `importMs`, then brings the photos of the
 * account's past orders into its library (ACTIVE) or fails (NOT_ACTIVE again), announcing
 * import-started and import-finished / import-error through the push hub. Not durable: imports a
 * stopped process left running are failed at the next start (`recover`).
 */
export class ActivationImports {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: { db: Db; hub: PushHub; importMs?: number; quiet: boolean }) {}

  async recover(): Promise<void> {
    await failInterruptedImports(this.deps.db);
  }

  /** Starts the account's import when it is NOT_ACTIVE; answers whether it started. */
  async start(accountId: string): Promise<boolean> {
    if (!(await claimImport(this.deps.db, accountId, new Date()))) return false;
    this.announce(accountId, 'import-started', {});
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.finish(accountId).catch((error: unknown) => this.report(error));
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, this.deps.importMs ?? ACTIVATION_IMPORT_MS);
    this.timers.add(timer);
    return true;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }

  private async finish(accountId: string): Promise<void> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const end = await endImport(tx, accountId);
      if (end !== 'finish') return end === 'fail' ? { type: 'import-error' as const } : null;
      const photos = orderPhotos(await pastOrdersOf(tx, accountId, IMPORTED_ORDERS_MAX), new Date());
      return { type: 'import-finished' as const, photosCount: await addLibrary(tx, accountId, photos) };
    });
    if (!outcome) return;
    if (outcome.type === 'import-error') this.announce(accountId, 'import-error', { message: IMPORT_ERROR_MESSAGE });
    else this.announce(accountId, 'import-finished', { photosCount: outcome.photosCount });
  }

  private announce(accountId: string, type: ActivationPushType, payload: ActivationPushPayload): void {
    this.deps.hub.publish(accountId, { id: randomUUID(), type, data: { payload, timestamp: new Date().toISOString() } });
  }

  private report(error: unknown): void {
    if (!this.deps.quiet) process.stderr.write(`[sandbox] activation import failed: ${String(error)}\n`);
  }
}

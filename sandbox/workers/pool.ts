import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { outputCheck, type JobCancel, type JobKind, type JobReply, type JobRequest, type Jobs } from './jobs';

/**
 * Threads at most: two on the two-core machine the sandbox is sized for (the HTTP event loop mostly
 * waits; the archive builder runs two builds at once), one where there is one core.
 */
export const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
/** How long close() lets cancelled jobs release their files before the threads are ended. */
const CLOSE_GRACE_MS = 2_000;

/** A thread's message is a reply to one of its jobs (the shape thread.ts posts). */
function isReply(message: unknown): message is JobReply {
  if (typeof message !== 'object' || message === null || !('id' in message) || typeof message.id !== 'number' || !('ok' in message))
    return false;
  return message.ok === true ? 'value' in message : message.ok === false && 'message' in message && typeof message.message === 'string';
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  thread: Thread;
  /** settles when the thread answers (or stops) */
  answered: Promise<unknown>;
}
interface Thread {
  worker: Worker;
  /** ids of its jobs not answered yet */
  jobs: Set<number>;
}

/**
 * The sandbox's worker threads (node:worker_threads; thread.ts runs the jobs of jobs.ts), so that
 * CPU work — laying out PDFs, writing photo archives, decoding HEIC photos, making thumbnails —
 * never stalls the HTTP event loop and
 * another customer's request. Threads start on warm() (a listening sandbox) or on the first job
 * that finds the others busy (a sandbox under test that makes no PDF starts none), up to `size`; a
 * job goes to the thread with the fewest jobs.
 * close() cancels what runs, then ends every thread: a closed sandbox leaves none behind.
 */
export class WorkerPool {
  private readonly threads: Thread[] = [];
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private closed = false;
  /** jobs answered per kind (tests read it: a PDF served from the cache makes none) */
  readonly done: Record<JobKind, number> = { pdf: 0, zip: 0, heic: 0, picture: 0 };

  constructor(private readonly size = POOL_SIZE) {}

  /** The threads running now. */
  get threadCount(): number {
    return this.threads.length;
  }

  /**
   * Runs a job in a thread; `signal` cancels it (it then fails with the signal's reason), `transfer`
   * lists buffers of the input that move to the thread rather than being copied (decoded pixels).
   */
  run<K extends JobKind>(
    kind: K,
    input: Jobs[K]['input'],
    { signal, transfer = [] }: { signal?: AbortSignal; transfer?: ArrayBuffer[] } = {},
  ): Promise<Jobs[K]['output']> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    const thread = this.pick();
    const id = (this.lastId += 1);
    let settle: Pick<Pending, 'resolve' | 'reject'> = { resolve: () => undefined, reject: () => undefined };
    const answered = new Promise<unknown>((resolve, reject) => {
      settle = { resolve, reject };
    });
    this.pending.set(id, { ...settle, thread, answered });
    thread.jobs.add(id);
    const request: JobRequest = { id, kind, input };
    thread.worker.postMessage(request, transfer);
    const onAbort = () => {
      const cancel: JobCancel = { cancel: id };
      thread.worker.postMessage(cancel);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const check = outputCheck[kind];
    return answered
      .then(
        (value) => {
          if (!check(value)) throw new Error(`the ${kind} job answered something else than its output`);
          this.done[kind] += 1;
          return value;
        },
        (error: unknown) => {
          throw signal?.aborted ? signal.reason : error;
        },
      )
      .finally(() => signal?.removeEventListener('abort', onAbort));
  }

  /**
   * Starts every thread now rather than on the first jobs: a thread takes a few seconds to load its
   * modules on a loaded machine, which the first PDF download should not wait for.
   */
  warm(): void {
    while (!this.closed && this.threads.length < this.size) this.start();
  }

  /** Cancels every job, waits a moment for them to let go of their files, then ends every thread. */
  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...this.pending.entries()];
    for (const [id, { thread }] of waiting) {
      const cancel: JobCancel = { cancel: id };
      thread.worker.postMessage(cancel);
    }
    if (waiting.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_GRACE_MS);
      });
      const settled = Promise.allSettled(waiting.map(([, { answered }]) => answered));
      await Promise.race([settled, grace]);
      clearTimeout(timer);
    }
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
    this.threads.length = 0;
  }

  /** The least busy thread, or a new one when every thread has work and there is room. */
  private pick(): Thread {
    const idlest = this.threads.reduce<Thread | undefined>(
      (best, thread) => (!best || thread.jobs.size < best.jobs.size ? thread : best),
      undefined,
    );
    if (idlest && (idlest.jobs.size === 0 || this.threads.length >= this.size)) return idlest;
    return this.start();
  }

  private start(): Thread {
    const worker = new Worker(new URL('./entry.mjs', import.meta.url), { execArgv: [] });
    const thread: Thread = { worker, jobs: new Set() };
    this.threads.push(thread);
    worker.on('message', (reply: unknown) => {
      if (isReply(reply)) this.answer(thread, reply);
    });
    const fail = (error: unknown) => {
      const jobs = [...thread.jobs];
      this.forget(thread);
      for (const id of jobs) {
        this.pending.get(id)?.reject(error);
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a worker thread stopped (exit code ${code})`)));
    return thread;
  }

  private answer(thread: Thread, reply: JobReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending || pending.thread !== thread) return;
    this.pending.delete(reply.id);
    thread.jobs.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(new Error(reply.message));
  }

  private forget(thread: Thread): void {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    thread.jobs.clear();
  }
}

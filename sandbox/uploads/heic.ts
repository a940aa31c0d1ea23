import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { FairQueue } from '../http/fair-queue';

/** A decoded picture: RGBA pixels. */
export interface DecodedPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

const WorkerAnswer = z.union([
  z.object({ id: z.number(), width: z.number().int().positive(), height: z.number().int().positive(), pixels: z.instanceof(Uint8Array) }),
  z.object({ id: z.number(), error: z.string() }),
]);

interface Job {
  id: number;
  file: Buffer;
  resolve: (picture: DecodedPicture) => void;
  reject: (error: Error) => void;
}

/**
 * Decodes HEIC files in one worker thread, one at a time (docs/PHOTOS.md "Upload"): a 12 MP photo
 * takes seconds and ~235 MB, so two at once would starve the machine and the main thread would stop
 * answering. The files wait in a queue per account, served round robin (FairQueue): one account's
 * burst never holds back another account's photo by more than one decode per account ahead of it.
 * The worker starts on the first HEIC and ends on close.
 */
export class HeicDecoder {
  private worker: Worker | null = null;
  private readonly queue = new FairQueue<Job>();
  private current: Job | null = null;
  private nextId = 1;
  private closed = false;
  private readonly workerUrl = new URL('./heic-worker.mjs', import.meta.url);

  /** Decodes `file` for the account, in its turn. */
  decode(file: Buffer, accountId: string): Promise<DecodedPicture> {
    if (this.closed) return Promise.reject(new Error('the HEIC decoder is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push(accountId, { id: this.nextId++, file, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) job.reject(new Error('the HEIC decoder is closed'));
    this.current?.reject(new Error('the HEIC decoder is closed'));
    this.current = null;
    await this.worker?.terminate();
    this.worker = null;
  }

  private next(): void {
    if (this.current || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    this.current = job;
    this.workerThread().postMessage({ id: job.id, file: job.file });
  }

  private workerThread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl);
    worker.on('message', (message: unknown) => this.answer(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.fail(new Error('the HEIC worker stopped'));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private answer(message: unknown): void {
    const answer = WorkerAnswer.safeParse(message);
    const job = this.current;
    if (!job || !answer.success || answer.data.id !== job.id) return;
    this.current = null;
    if ('error' in answer.data) job.reject(new Error(`the HEIC file could not be decoded: ${answer.data.error}`));
    else job.resolve({ width: answer.data.width, height: answer.data.height, data: answer.data.pixels });
    this.next();
  }

  private fail(error: Error): void {
    const job = this.current;
    this.current = null;
    job?.reject(error);
    this.next();
  }
}

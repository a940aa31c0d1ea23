import { parentPort } from 'node:worker_threads';
import { makePdf, PdfJob } from '../documents/pdf-job';
import { writeZip, ZipJob } from '../downloads/zip-job';
import type { JobKind, JobReply } from './jobs';

/**
 * A worker thread of the sandbox's pool (pool.ts; started through entry.mjs): runs the jobs posted
 * to it, several at once (they are asynchronous: file streams, PDF saving), each answered by id.
 * A job's input is checked here, the thread's edge.
 */
const runners: { [K in JobKind]: (input: unknown, signal: AbortSignal) => Promise<unknown> } = {
  pdf: (input) => makePdf(PdfJob.parse(input)),
  zip: (input, signal) => writeZip(ZipJob.parse(input), signal),
};
const isKind = (value: unknown): value is JobKind => typeof value === 'string' && Object.hasOwn(runners, value);

const port = parentPort;
if (!port) throw new Error('sandbox/workers/thread.ts runs as a worker thread only');
const running = new Map<number, AbortController>();

port.on('message', (message: unknown) => {
  if (typeof message !== 'object' || message === null) return;
  if ('cancel' in message) {
    if (typeof message.cancel === 'number') running.get(message.cancel)?.abort(new Error('the job was cancelled'));
    return;
  }
  if (!('id' in message) || typeof message.id !== 'number' || !('kind' in message) || !isKind(message.kind)) return;
  const id = message.id;
  const controller = new AbortController();
  running.set(id, controller);
  runners[message.kind]('input' in message ? message.input : undefined, controller.signal).then(
    (value) => {
      running.delete(id);
      const reply: JobReply = { id, ok: true, value };
      // a PDF's bytes move to the main thread rather than being copied
      port.postMessage(reply, value instanceof Uint8Array && value.buffer instanceof ArrayBuffer ? [value.buffer] : []);
    },
    (error: unknown) => {
      running.delete(id);
      const reply: JobReply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});

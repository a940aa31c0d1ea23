import { parentPort } from 'node:worker_threads';
import { makePdf, PdfJob } from '../documents/pdf-job';
import { writeZip, ZipJob } from '../downloads/zip-job';
import { decodeHeic } from '../uploads/decode-heic';
import { HeicJob } from '../uploads/heic-job';
import { makePicture } from '../uploads/make-picture';
import { PictureJob } from '../uploads/picture-job';
import type { JobKind, JobReply } from './jobs';

/** A job's answer, and the buffers that move to the main thread rather than being copied. */
interface Answer {
  value: unknown;
  transfer: ArrayBuffer[];
}
/** The buffer under bytes this thread made in JavaScript (a PDF, decoded pixels: tens of MB), to be moved. */
const moved = (bytes: Uint8Array): ArrayBuffer[] => (bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []);

/**
 * A worker thread of the sandbox's pool (pool.ts; started through entry.mjs): runs the jobs posted
 * to it, several at once (they are asynchronous: file streams, PDF saving), each answered by id.
 * A job's input is checked here, the thread's edge.
 */
const runners: { [K in JobKind]: (input: unknown, signal: AbortSignal) => Promise<Answer> } = {
  pdf: async (input) => {
    const bytes = await makePdf(PdfJob.parse(input));
    return { value: bytes, transfer: moved(bytes) };
  },
  zip: async (input, signal) => ({ value: await writeZip(ZipJob.parse(input), signal), transfer: [] }),
  heic: async (input) => {
    const picture = await decodeHeic(HeicJob.parse(input));
    return { value: picture, transfer: moved(picture.data) };
  },
  picture: async (input) => ({ value: await makePicture(PictureJob.parse(input)), transfer: [] }),
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
    ({ value, transfer }) => {
      running.delete(id);
      const reply: JobReply = { id, ok: true, value };
      port.postMessage(reply, transfer);
    },
    (error: unknown) => {
      running.delete(id);
      const reply: JobReply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});

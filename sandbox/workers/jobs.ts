import type { PdfJob } from '../documents/pdf-job';
import type { ZipJob } from '../downloads/zip-job';
import { DecodedPicture, type HeicJob } from '../uploads/heic-job';
import { type PictureJob, PictureMade } from '../uploads/picture-job';

/**
 * The jobs the sandbox's worker threads do (thread.ts runs them, pool.ts hands them out): each
 * kind's input and what it answers. Only CPU work that would otherwise stall the HTTP event loop
 * goes here: laying out PDFs, writing photo archives, decoding HEIC photos, making an uploaded
 * photo's thumbnails.
 */
export interface Jobs {
  /** a PDF's bytes */
  pdf: { input: PdfJob; output: Uint8Array };
  /** an archive written to `target`; answers its size in bytes */
  zip: { input: ZipJob; output: number };
  /** a HEIC photo's RGBA pixels */
  heic: { input: HeicJob; output: DecodedPicture };
  /** an uploaded photo's original and thumbnails, written to the job's folder; answers its size */
  picture: { input: PictureJob; output: PictureMade };
}
export type JobKind = keyof Jobs;

/** A job as posted to a thread. */
export interface JobRequest {
  id: number;
  kind: JobKind;
  input: unknown;
}
/** Stops a running job: it fails with an abort error, after releasing what it holds. */
export interface JobCancel {
  cancel: number;
}
/** A thread's answer to one job. */
export type JobReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** The main thread's check of a job's answer as it comes back across the thread boundary. */
export const outputCheck: { [K in JobKind]: (value: unknown) => value is Jobs[K]['output'] } = {
  pdf: (value): value is Uint8Array => value instanceof Uint8Array,
  zip: (value): value is number => typeof value === 'number',
  heic: (value): value is DecodedPicture => DecodedPicture.safeParse(value).success,
  picture: (value): value is PictureMade => PictureMade.safeParse(value).success,
};

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { ZipArchive } from 'archiver';
import { z } from 'zod';

/**
 * One archive to write, as the worker thread receives it (sandbox/workers): the file to write and
 * its entries. Checked again on the worker's side: a message crosses a thread boundary as plain data.
 */
export const ZipJob = z.object({
  /** the file to write (the caller's `.partial` path; renamed by the caller once complete) */
  target: z.string(),
  entries: z.array(
    z.object({
      /** the entry's name in the archive (unique and safe: entry-names.ts) */
      name: z.string(),
      /** the file to copy */
      path: z.string(),
      /** the entry's date (written in UTC: zip dates have no time zone) */
      modified: z.date(),
    }),
  ),
});
export type ZipJob = z.infer<typeof ZipJob>;

/**
 * Streams a zip of the files to `target` with archiver (docs/PHOTOS.md "Downloads and push
 * socket"), in a worker thread: reading the photos and computing each entry's CRC-32 is CPU work
 * that would otherwise hold up every other request on the HTTP event loop. Each file is read through
 * its own stream when its turn comes, so memory stays at a few chunks whatever the archive's size.
 *
 * Entries are STORED, not deflated: the photos are JPEG/PNG/HEIC, already compressed, so deflate
 * would spend a core to save about 1 %; photo archive services (Google Takeout, iCloud's download of
 * many photos) store them likewise. Entries are written in the order given, with zip64 records. A
 * file that is missing fails the build (archiver would only warn and leave it out). Answers the
 * archive's size in bytes; on failure or abort the partial file is the caller's to remove.
 */
export async function writeZip(job: ZipJob, signal: AbortSignal): Promise<number> {
  signal.throwIfAborted();
  const output = createWriteStream(job.target);
  const archive = new ZipArchive({ forceZip64: true, store: true, statConcurrency: 1 });
  let stop: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  const onAbort = () => stop(signal.reason);
  archive.on('warning', stop);
  archive.on('error', stop);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    archive.pipe(output);
    for (const entry of job.entries) archive.file(entry.path, { name: entry.name, date: entry.modified });
    await Promise.race([Promise.all([archive.finalize(), once(output, 'close')]), failed]);
    return archive.pointer();
  } catch (error) {
    archive.abort();
    output.destroy();
    // the file is closed before the caller removes it (or the pool ends the thread)
    if (!output.closed) await once(output, 'close').catch(() => undefined);
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Minimal typings for archiver 8 (ESM, the package ships none): only what sandbox/downloads uses.
 * Shapes follow node_modules/archiver (index.js, lib/core.js, lib/plugins/zip.js) and zip-stream.
 */
declare module 'archiver' {
  import type { Transform, TransformOptions } from 'node:stream';

  export interface ZipArchiveOptions extends TransformOptions {
    /** zip64 records for every entry and the end of the archive (zip-stream's `forceZip64`) */
    forceZip64?: boolean;
    /** entries stored, not deflated */
    store?: boolean;
    /** how many files are stat-ed at once; 1 keeps the entries in the order they were added */
    statConcurrency?: number;
  }

  export interface ZipEntryData {
    /** the entry's name in the archive */
    name: string;
    /** the entry's date (written from its UTC fields) */
    date?: Date;
  }

  export class ZipArchive extends Transform {
    constructor(options?: ZipArchiveOptions);
    /** queues a file, read through a lazily opened stream when its turn comes */
    file(path: string, data: ZipEntryData): this;
    /** no more entries; resolves when the archive's last byte has gone through */
    finalize(): Promise<void>;
    /** stops without draining the queued files */
    abort(): this;
    /** the bytes written so far */
    pointer(): number;
    /** a file that cannot be stat-ed (ENOENT) is skipped with a warning, not an error */
    on(event: 'warning' | 'error', listener: (error: Error) => void): this;
    on(event: string | symbol, listener: (...args: unknown[]) => void): this;
  }
}

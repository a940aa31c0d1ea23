import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { crc32 } from 'node:zlib';

/**
 * A zip writer that streams to disk (docs/PHOTOS.md "Downloads and push socket"): each entry's file
 * is read twice, in chunks (once for its CRC-32, once to copy it), so memory stays at a few chunks
 * whatever the archive's size. Entries are stored, not deflated: photos are JPEG, already
 * compressed. Zip64 records are written where a size, an offset or the entry count outgrows the
 * classic fields (or for every entry with `zip64: 'always'`, which tests use to read them back).
 * Names are written as UTF-8 (flag bit 11); they must already be unique and safe (entry-names.ts).
 */

export interface ZipSource {
  /** the entry's name in the archive */
  name: string;
  /** the file to copy */
  path: string;
  /** the entry's date (written in UTC: zip dates have no time zone) */
  modified: Date;
}

export interface ZipOptions {
  zip64?: 'auto' | 'always';
  /** stops the build between chunks; the partial file is the caller's to remove */
  signal?: AbortSignal;
}

const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const UTF8_FLAG = 0x0800;
const STORED = 0;
const VERSION_CLASSIC = 20;
const VERSION_ZIP64 = 45;
/** "made by" Unix, so that the external attributes carry rw-r--r-- */
const MADE_BY_UNIX = 3 << 8;
const REGULAR_FILE_MODE = 0o100644;

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** Writes the archive to `target`; answers its size in bytes. */
export async function writeZip(target: string, sources: Iterable<ZipSource>, options: ZipOptions = {}): Promise<number> {
  const out = new Output(createWriteStream(target));
  try {
    const always = options.zip64 === 'always';
    const entries: Written[] = [];
    for (const source of sources) {
      options.signal?.throwIfAborted();
      const { crc, size } = await checksumOf(source.path, options.signal);
      const name = Buffer.from(source.name, 'utf8');
      const { time, date } = dosDateTime(source.modified);
      const entry = { name, crc, size, offset: out.offset, time, date };
      await out.write(localHeader(entry, always || size >= MAX_32));
      const copied = await out.copy(source.path, options.signal);
      if (copied !== size) throw new Error(`${source.name} changed while it was added to the archive`);
      entries.push(entry);
    }
    const directoryOffset = out.offset;
    for (const entry of entries) await out.write(centralHeader(entry, always));
    const directorySize = out.offset - directoryOffset;
    const needsZip64 = always || entries.length >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32;
    if (needsZip64) {
      const recordOffset = out.offset;
      await out.write(zip64End(entries.length, directorySize, directoryOffset));
      await out.write(zip64Locator(recordOffset));
    }
    await out.write(classicEnd(entries.length, directorySize, directoryOffset, needsZip64));
    await out.end();
    return out.offset;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/** The write stream with its offset, waiting for 'drain' (backpressure) rather than buffering. */
class Output {
  offset = 0;
  constructor(private readonly stream: WriteStream) {}

  async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async copy(path: string, signal: AbortSignal | undefined): Promise<number> {
    let copied = 0;
    for await (const chunk of createReadStream(path, { signal })) {
      if (!Buffer.isBuffer(chunk)) throw new Error('expected bytes');
      copied += chunk.length;
      await this.write(chunk);
    }
    return copied;
  }

  async end(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'finish');
  }

  destroy(): void {
    this.stream.destroy();
  }
}

async function checksumOf(path: string, signal: AbortSignal | undefined): Promise<{ crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  for await (const chunk of createReadStream(path, { signal })) {
    if (!Buffer.isBuffer(chunk)) throw new Error('expected bytes');
    crc = crc32(chunk, crc);
    size += chunk.length;
  }
  return { crc, size };
}

/** MS-DOS date and time (2-second steps, 1980–2107), from the date's UTC fields. */
export function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  const clamped = year !== at.getUTCFullYear();
  const time = clamped ? 0 : (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((year - 1980) << 9) | ((clamped ? 1 : at.getUTCMonth() + 1) << 5) | (clamped ? 1 : at.getUTCDate());
  return { time, date };
}

function localHeader(entry: Written, zip64: boolean): Buffer {
  const extra = zip64 ? zip64Extra([entry.size, entry.size]) : Buffer.alloc(0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_CLASSIC, 4);
  header.writeUInt16LE(UTF8_FLAG, 6);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.size, 18);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
}

function centralHeader(entry: Written, always: boolean): Buffer {
  const bigSize = always || entry.size >= MAX_32;
  const bigOffset = always || entry.offset >= MAX_32;
  // the zip64 extra holds, in this order, only the fields whose classic slot says 0xFFFFFFFF
  const extra =
    bigSize || bigOffset
      ? zip64Extra([...(bigSize ? [entry.size, entry.size] : []), ...(bigOffset ? [entry.offset] : [])])
      : Buffer.alloc(0);
  const version = extra.length > 0 ? VERSION_ZIP64 : VERSION_CLASSIC;
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 4);
  header.writeUInt16LE(version, 6);
  header.writeUInt16LE(UTF8_FLAG, 8);
  header.writeUInt16LE(STORED, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(bigSize ? MAX_32 : entry.size, 20);
  header.writeUInt32LE(bigSize ? MAX_32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // comment length, disk number start, internal attributes: 0
  header.writeUInt32LE((REGULAR_FILE_MODE << 16) >>> 0, 38);
  header.writeUInt32LE(bigOffset ? MAX_32 : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

function zip64Extra(values: readonly number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  return extra;
}

function zip64End(count: number, directorySize: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4); // the size of the rest of the record
  record.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  // this disk and the directory's disk: 0
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  return record;
}

function zip64Locator(recordOffset: number): Buffer {
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(recordOffset), 8);
  locator.writeUInt32LE(1, 16); // one disk
  return locator;
}

function classicEnd(count: number, directorySize: number, directoryOffset: number, zip64: boolean): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? MAX_16 : count, 8);
  end.writeUInt16LE(zip64 ? MAX_16 : count, 10);
  end.writeUInt32LE(zip64 ? MAX_32 : directorySize, 12);
  end.writeUInt32LE(zip64 ? MAX_32 : directoryOffset, 16);
  return end;
}

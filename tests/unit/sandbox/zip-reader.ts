import { crc32 } from 'node:zlib';

/** One entry of a zip as its central directory describes it, with its bytes (stored entries only). */
export interface ZipEntry {
  name: string;
  size: number;
  crc: number;
  /** whether the directory entry carried a zip64 extra field */
  zip64: boolean;
  /** the entry's date as written (UTC fields) */
  modified: Date;
  data: Buffer;
}

/**
 * Reads a whole zip the way unzip tools do: from the end-of-central-directory record (and the zip64
 * one when the classic fields say so), through the central directory, to each local header and its
 * bytes, whose CRC-32 is checked. Independent of the sandbox's writer, for the download tests.
 */
export function readZip(zip: Buffer): { entries: ZipEntry[]; zip64End: boolean } {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('no end of central directory');
  let count = zip.readUInt16LE(endAt + 10);
  let directorySize = zip.readUInt32LE(endAt + 12);
  let directoryOffset = zip.readUInt32LE(endAt + 16);
  const zip64End = count === 0xffff || directoryOffset === 0xffffffff;
  if (zip64End) {
    const locatorAt = endAt - 20;
    if (zip.readUInt32LE(locatorAt) !== 0x07064b50) throw new Error('no zip64 locator');
    const recordAt = Number(zip.readBigUInt64LE(locatorAt + 8));
    if (zip.readUInt32LE(recordAt) !== 0x06064b50) throw new Error('no zip64 end record');
    count = Number(zip.readBigUInt64LE(recordAt + 32));
    directorySize = Number(zip.readBigUInt64LE(recordAt + 40));
    directoryOffset = Number(zip.readBigUInt64LE(recordAt + 48));
  }
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${index}: no central header`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const time = zip.readUInt16LE(at + 12);
    const date = zip.readUInt16LE(at + 14);
    const crc = zip.readUInt32LE(at + 16);
    let size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    let offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x0800 ? 'utf8' : 'latin1');
    const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    let zip64 = false;
    for (let e = 0; e + 4 <= extra.length; e += 4 + extra.readUInt16LE(e + 2)) {
      if (extra.readUInt16LE(e) !== 0x0001) continue;
      zip64 = true;
      let field = e + 4;
      if (size === 0xffffffff) {
        size = Number(extra.readBigUInt64LE(field));
        field += 16; // uncompressed, then compressed
      }
      if (offset === 0xffffffff) offset = Number(extra.readBigUInt64LE(field));
    }
    if (method !== 0) throw new Error(`${name}: method ${method}, expected stored`);
    if (zip.readUInt32LE(offset) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const dataAt = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    const modified = new Date(
      Date.UTC(1980 + (date >> 9), ((date >> 5) & 0x0f) - 1, date & 0x1f, time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2),
    );
    entries.push({ name, size, crc, zip64, modified, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (at !== directoryOffset + directorySize) throw new Error('central directory size does not match');
  return { entries, zip64End };
}

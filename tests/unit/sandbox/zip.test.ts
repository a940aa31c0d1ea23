import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryNames } from '../../../sandbox/downloads/entry-names';
import { writeZip } from '../../../sandbox/downloads/zip';
import { readZip } from './zip-reader';

// The archive writer (sandbox/downloads/zip.ts) read back by an independent reader: names, bytes,
// dates, and the zip64 records; and the entry names made unique and safe.

const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeZip', () => {
  const big = Buffer.alloc(200_000, 7);
  const small = Buffer.from('héllo');
  writeFileSync(join(dir, 'big.bin'), big);
  writeFileSync(join(dir, 'small.txt'), small);
  const at = new Date('2024-06-01T12:34:56Z');
  const sources = [
    { name: 'a.jpg', path: join(dir, 'big.bin'), modified: at },
    { name: 'Żółw.jpg', path: join(dir, 'small.txt'), modified: new Date('1970-01-01T00:00:00Z') },
  ];

  it.each(['auto', 'always'] as const)('writes stored entries a reader gets back whole (zip64: %s)', async (zip64) => {
    const target = join(dir, `${zip64}.zip`);
    const size = await writeZip(target, sources, { zip64 });
    const bytes = readFileSync(target);
    expect(bytes.length).toBe(size);
    const read = readZip(bytes);
    expect(read.zip64End).toBe(zip64 === 'always');
    expect(read.entries.map((entry) => [entry.name, entry.size, entry.zip64])).toEqual([
      ['a.jpg', big.length, zip64 === 'always'],
      ['Żółw.jpg', small.length, zip64 === 'always'],
    ]);
    expect(read.entries[0]?.data.equals(big)).toBe(true);
    expect(read.entries[1]?.data.equals(small)).toBe(true);
    expect(read.entries[0]?.modified.toISOString()).toBe('2024-06-01T12:34:56.000Z');
    // before 1980 zip dates cannot say: 1 January 1980
    expect(read.entries[1]?.modified.toISOString()).toBe('1980-01-01T00:00:00.000Z');
  });

  it('stops with an error when a file is missing, leaving the caller to remove the partial file', async () => {
    await expect(
      writeZip(join(dir, 'broken.zip'), [{ name: 'x.jpg', path: join(dir, 'missing.jpg'), modified: new Date() }]),
    ).rejects.toThrow();
  });
});

describe('entryNames', () => {
  it('numbers repeated names before the extension, ignoring case', () => {
    expect(entryNames(['beach.jpg', 'Beach.JPG', 'beach.jpg', 'sea.png', 'README'])).toEqual([
      'beach.jpg',
      'Beach (2).JPG',
      'beach (3).jpg',
      'sea.png',
      'README',
    ]);
  });

  it('never lets an entry leave its folder, and names an empty one', () => {
    expect(entryNames(['../../etc/passwd', 'C:\\temp\\x.jpg', '..', '\u0000'])).toEqual([
      '_.._etc_passwd',
      'C__temp_x.jpg',
      'photo.jpg',
      'photo (2).jpg',
    ]);
  });
});

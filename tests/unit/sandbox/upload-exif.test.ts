import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dateOf, exifDateTaken } from '../../../sandbox/uploads/exif';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/photos/${name}`, import.meta.url));

// The EXIF date taken as text (docs/PHOTOS.md "Upload (storage service)"): with its offset an
// instant, without one the camera's clock read as UTC; never the server's time zone.

describe('dateOf', () => {
  it('reads DateTimeOriginal at OffsetTimeOriginal', () => {
    expect(dateOf('2019:07:14 10:22:33', '+02:00')?.toISOString()).toBe('2019-07-14T08:22:33.000Z');
    expect(dateOf('2019:07:31 22:00:00', '-05:30')?.toISOString()).toBe('2019-08-01T03:30:00.000Z');
  });

  it('reads the camera clock as UTC without an offset', () => {
    expect(dateOf('2008:02:29 12:00:00', '')?.toISOString()).toBe('2008-02-29T12:00:00.000Z');
  });

  it('answers null for no date, a blank camera date or an impossible one', () => {
    expect(dateOf('', '')).toBeNull();
    expect(dateOf('0000:00:00 00:00:00', '')).toBeNull();
    expect(dateOf('2019:02:30 10:00:00', '+01:00')).toBeNull();
  });
});

describe('exifDateTaken of a HEIC', () => {
  it('reads the Exif item where phones and exiftool place it', async () => {
    expect((await exifDateTaken(fixture('sunset-640x480.heic')))?.toISOString()).toBe('2021-02-28T22:30:00.000Z');
  });

  it('reads the Exif item where libheif (heif-enc) places it, which exifr alone misses', async () => {
    expect((await exifDateTaken(fixture('libheif-exif-320x240.heic')))?.toISOString()).toBe('2020-08-16T04:45:00.000Z');
  });

  it('answers null for a HEIC without EXIF', async () => {
    expect(await exifDateTaken(fixture('sunset-4000x3000.heic'))).toBeNull();
  });
});

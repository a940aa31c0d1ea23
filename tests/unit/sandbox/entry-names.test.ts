import { describe, expect, it } from 'vitest';
import { entryNames } from '../../../sandbox/downloads/entry-names';

// The names of an archive's entries made unique and safe (archiver takes duplicate names as they
// come; the archives themselves are read back in downloads.test.ts).

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

import { describe, expect, it } from 'vitest';
import { dateOf } from '../../../sandbox/uploads/exif';

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

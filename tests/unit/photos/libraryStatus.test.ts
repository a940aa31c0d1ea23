// The photo page's status once the timeline has loaded: ready while a month shows a photo, empty
// once every photo is hidden (removed optimistically), whatever the months not loaded yet hold.
import { describe, expect, it } from 'vitest';
import type { MonthRecord } from '@machines/photos/library/photoTimeline.machine';
import { fixtureImage } from '@machines/photos/library/fixtures/timeline';
import { libraryStatusOf } from '@/features/photos/wiring/libraryView';

function month(key: `${number}-${number}`, count: number, imageIds: readonly string[]): MonthRecord {
  const [year = 0, monthNumber = 0] = key.split('-').map(Number);
  return {
    key,
    year,
    month: monthNumber,
    count,
    status: imageIds.length > 0 ? 'fulfilled' : 'uninitialized',
    images: imageIds.map((id) => fixtureImage(id, `${key}-01T10:00:00.000Z`)),
    cursor: null,
    expanded: false,
  };
}

/** A snapshot of the timeline finished loading, its months and hidden photos as given. */
function finished(months: MonthRecord[], hidden: string[]) {
  return {
    matches: (state: unknown) => JSON.stringify(state) === JSON.stringify({ timeline: 'Finished' }),
    context: { months, hidden, flat: [], flatCursor: null },
  } as unknown as Parameters<typeof libraryStatusOf>[0];
}

describe('the photo library status once loaded', () => {
  it('is ready while a month shows a photo', () => {
    expect(libraryStatusOf(finished([month('2024-03', 2, ['a', 'b']), month('2024-02', 5, [])], []))).toBe('ready');
    // the first month's photos hidden, a later month not loaded yet still holds some
    expect(libraryStatusOf(finished([month('2024-03', 2, ['a', 'b']), month('2024-02', 5, [])], ['a', 'b']))).toBe('ready');
    // a month's loaded photos hidden, more of it on the server
    expect(libraryStatusOf(finished([month('2024-03', 30, ['a', 'b'])], ['a', 'b']))).toBe('ready');
  });

  it('is empty once every photo of every month is hidden, or there is no month', () => {
    expect(libraryStatusOf(finished([month('2024-03', 2, ['a', 'b']), month('2024-01', 1, ['c'])], ['a', 'b', 'c']))).toBe('empty');
    expect(libraryStatusOf(finished([], []))).toBe('empty');
  });
});

// The whole library's first month, kept by the app's timeline whenever its counts answer, for the
// next start of /my-photos/photos (the early start reads it: tests/unit/platform/earlyStart.test.ts
// shows the month it keeps sent beside the counts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SortSettings, SortView, TimelineCounts } from '@schemas/photos';
import { FIRST_MONTH_STORAGE_KEY } from '@/platform/earlyStart/earlyStart';
import { photoTimelineOf, type PhotoSource } from '@/features/photos/wiring/createPhotoLibrary';
import { keepFirstMonth } from '@/features/photos/wiring/firstMonthStorage';

const newestFirst: SortSettings = { sortKey: 'dateTaken', sortOrder: 'desc' };
const oldestFirst: SortSettings = { sortKey: 'dateTaken', sortOrder: 'asc' };
const byUpload: SortSettings = { sortKey: 'created', sortOrder: 'desc' };
const counts: TimelineCounts = { '2024': { '11': 1 }, '2025': { '1': 2, '6': 3 } };

/** A page's local storage, as the browser gives it to the app. */
function pageStorage(entries: Record<string, string> = {}) {
  const stored = new Map(Object.entries(entries));
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
  return stored;
}

/** A library whose month timeline answers `timelineCounts`, and whose pages are empty. */
const source = (timelineCounts: TimelineCounts): PhotoSource => ({
  getSummary: async () => ({ photosCount: 6, albumsCount: 0 }),
  getPage: async () => ({ images: [], cursor: null }),
  getPhoto: async () => Promise.reject(new Error('not asked')),
  months: {
    getTimelineCounts: async () => timelineCounts,
    getMonthPage: async () => ({ images: [], cursor: null }),
  },
});

/** The timeline of `view` run until its counts have answered (or its flat list's first page). */
async function shown(view: SortView, sort: SortSettings, timelineCounts = counts) {
  const timeline = createActor(photoTimelineOf(source(timelineCounts), view), { input: { sort } }).start();
  await waitFor(timeline, (snapshot) => snapshot.matches({ timeline: 'Finished' }) || snapshot.matches({ flat: 'Finished' }));
  return timeline;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the whole library’s first month, kept for the next start', () => {
  it('keeps the month the counts name first in the sort: the newest, or the oldest', async () => {
    const stored = pageStorage();
    (await shown('photos', newestFirst)).stop();
    expect(stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('desc 2025/6');
    (await shown('photos', oldestFirst)).stop();
    expect(stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('asc 2024/11');
  });

  it('keeps the other sort’s first month when the customer chooses it on the page', async () => {
    const stored = pageStorage();
    const timeline = await shown('photos', newestFirst);
    timeline.send({ type: 'photoTimeline.sortChanged', sort: oldestFirst });
    await waitFor(timeline, (snapshot) => snapshot.matches({ timeline: 'Finished' }) && snapshot.context.sort.sortOrder === 'asc');
    timeline.stop();
    expect(stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('asc 2024/11');
  });

  it('forgets the month of a library the counts find empty', async () => {
    const stored = pageStorage({ [FIRST_MONTH_STORAGE_KEY]: 'desc 2025/6' });
    (await shown('photos', newestFirst, {})).stop();
    expect(stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('');
  });

  it('leaves what is kept alone for the flat list (a sort by upload) and for a view that is not the whole library', async () => {
    const stored = pageStorage({ [FIRST_MONTH_STORAGE_KEY]: 'desc 2025/6' });
    (await shown('photos', byUpload)).stop();
    (await shown('albumPhotos', oldestFirst)).stop();
    expect(stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('desc 2025/6');
  });

  it('shows the timeline when the storage refuses to keep it, and where there is no storage', async () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    const refused = await shown('photos', newestFirst);
    expect(refused.getSnapshot().context.months.map(({ key }) => key)).toEqual(['2025-06', '2025-01', '2024-11']);
    refused.stop();
    vi.unstubAllGlobals();
    expect(() => keepFirstMonth({ year: 2025, month: 6 }, newestFirst, null)).not.toThrow();
  });
});

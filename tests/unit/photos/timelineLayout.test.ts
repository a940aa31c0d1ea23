// The Photos page's pure parts: the grid geometry and the exact month heights (nothing jumps when a
// month loads), the visible range of the window virtualisation and its overscan grown per frame,
// the grid view's preview path, the keyboard's neighbours and the Shift-range across months, the
// thumbnail by breakpoint, the month titles and hover dates, and the sort saved per view
// ('uploaded' read as 'created').
import { enGB } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import type { Image } from '@schemas/photos';
import { readSort, SORT_STORAGE_PREFIX } from '@/features/photos/wiring/sortStorage';
import { gridGeometry, HEADER_HEIGHT, thumbnailSizeOf, tilesOf, timelineRows } from '@/features/photos/grid/layout';
import { thumbnailUrl } from '@/features/photos/grid/PhotoItem';
import { isUnknownDateMonth, monthTitle, takenDate, takenOnDate } from '@/features/photos/photoDates';
import { neighbourIn } from '@/features/photos/timeline/Timeline';
import { idsBetween } from '@/features/photos/grid/useGridInteraction';
import { nextRange, rangeOf } from '@/features/photos/grid/useVisibleRange';
import { PHOTOS_VIEW, previewHref } from '@/features/photos/grid/view';
import { fixtureImage } from '@machines/photos/library/fixtures/timeline';

const month = (key: string, count: number, expanded = false) => ({ key, count, expanded });

describe('grid geometry and month heights', () => {
  it('fits the columns of the breakpoint into the width, square tiles', () => {
    expect(gridGeometry(1000, 'extraLarge')).toEqual({ columns: 6, gap: 8, tile: 160, rowHeight: 168 });
    expect(gridGeometry(358, 'small')).toEqual({ columns: 3, gap: 4, tile: 116, rowHeight: 120 });
  });

  it('a month shows up to 24 tiles and a +N tile, all of them once opened', () => {
    expect(tilesOf(month('2024-03', 3))).toBe(3);
    expect(tilesOf(month('2024-03', 24))).toBe(24);
    expect(tilesOf(month('2024-03', 30))).toBe(25);
    expect(tilesOf(month('2024-03', 30, true))).toBe(30);
  });

  it('gives every month the height its count implies, before any photo is loaded', () => {
    const geometry = gridGeometry(1000, 'extraLarge');
    const layout = timelineRows([month('2024-03', 30), month('2024-02', 6), month('1970-01', 1)], geometry);
    // 25 tiles = 5 rows, 6 tiles = 1 row, 1 tile = 1 row
    expect(layout.months.map((box) => box.size)).toEqual([HEADER_HEIGHT + 5 * 168, HEADER_HEIGHT + 168, HEADER_HEIGHT + 168]);
    expect(layout.months[1]?.start).toBe(HEADER_HEIGHT + 5 * 168);
    expect(layout.total).toBe(3 * HEADER_HEIGHT + 7 * 168);
    expect(layout.rows).toHaveLength(3 + 7);
  });

  it('the visible range is the rows within the viewport and its overscan', () => {
    const rows = Array.from({ length: 100 }, (_, index) => ({ start: index * 100, size: 100 }));
    // viewport 1000 px at 5000 px, overscan 750 px either side
    expect(rangeOf(rows, 5000, 1000)).toEqual([42, 68]);
    expect(rangeOf(rows, 0, 1000)).toEqual([0, 18]);
  });

  it('renders the rows in view at once and grows the overscan a few rows per frame', () => {
    // a jump: the rows in view [50, 60) at once, two more each side per frame, up to [42, 68)
    expect(nextRange([0, 18], [50, 60], [42, 68])).toEqual([48, 62]);
    expect(nextRange([48, 62], [50, 60], [42, 68])).toEqual([46, 64]);
    expect(nextRange([44, 66], [50, 60], [42, 68])).toEqual([42, 68]);
    // a short scroll keeps what is still wanted and adds the rows coming into view
    expect(nextRange([42, 68], [53, 63], [45, 71])).toEqual([45, 70]);
  });
});

describe('the grid’s view context', () => {
  it('builds a photo’s preview path from the view’s preview route', () => {
    expect(previewHref(PHOTOS_VIEW, 'a b')).toBe('/my-photos/photos/preview/a%20b');
    const album = { view: 'albumPhotos', albumId: 'al-1', listRoute: 'album', previewRoute: 'albumPhotoPreview' } as const;
    expect(previewHref(album, 'p-1')).toBe('/my-photos/albums/al-1/preview/p-1');
  });

  it('one thumbnail size rule: 300 on small and medium screens, 800 above', () => {
    expect([thumbnailSizeOf('small'), thumbnailSizeOf('medium'), thumbnailSizeOf('large'), thumbnailSizeOf('extraLarge')]).toEqual([
      300, 300, 800, 800,
    ]);
  });
});

describe('keyboard and Shift-range', () => {
  const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => fixtureImage(`${prefix}${index}`, null));
  const shown: Image[][] = [ids('a', 7), ids('b', 2), ids('c', 4)];
  const positions = new Map<string, { month: number; index: number }>();
  shown.forEach((images, monthIndex) => images.forEach((image, index) => positions.set(image.imageId, { month: monthIndex, index })));
  const next = (id: string, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown') => neighbourIn(shown, positions, 3, id, key);

  it('moves within a month by one and by a row', () => {
    expect(next('a0', 'ArrowRight')).toBe('a1');
    expect(next('a1', 'ArrowDown')).toBe('a4');
    expect(next('a4', 'ArrowUp')).toBe('a1');
    expect(next('a0', 'ArrowLeft')).toBeNull();
  });

  it('crosses months: on to the next month’s first photo, down into the same column, up into the last row', () => {
    expect(next('a6', 'ArrowRight')).toBe('b0');
    expect(next('b0', 'ArrowLeft')).toBe('a6');
    // a5 is in the second row; the third row (a6) is shorter: down goes to its last photo
    expect(next('a5', 'ArrowDown')).toBe('a6');
    expect(next('a6', 'ArrowDown')).toBe('b0');
    expect(next('b1', 'ArrowDown')).toBe('c1');
    expect(next('c2', 'ArrowUp')).toBe('b1');
    expect(next('b0', 'ArrowUp')).toBe('a6');
  });

  it('a Shift-range takes every photo between the two, across months, whichever was first', () => {
    const order = shown.flat();
    expect(idsBetween(order, 'a5', 'b1')).toEqual(['a5', 'a6', 'b0', 'b1']);
    expect(idsBetween(order, 'c1', 'b1')).toEqual(['b1', 'c0', 'c1']);
    expect(idsBetween(order, 'unknown', 'b1')).toEqual(['b1']);
  });
});

describe('photo item and dates', () => {
  it('takes the 300 or 800 thumbnail, else the full url', () => {
    const image = fixtureImage('p1', '2024-03-02T10:00:00.000Z');
    expect(thumbnailUrl(image, 300)).toMatch(/\/300\.jpg$/);
    expect(thumbnailUrl(image, 800)).toMatch(/\/800\.jpg$/);
    expect(thumbnailUrl({ ...image, thumbnails: image.thumbnails.filter((thumbnail) => thumbnail.id !== '800') }, 800)).toBe(image.url);
  });

  it('titles months, January 1970 being Unknown Date; no hover date without a valid date', () => {
    expect(monthTitle(2024, 3, enGB)).toBe('March 2024');
    expect(isUnknownDateMonth(1970, 1)).toBe(true);
    expect(isUnknownDateMonth(1970, 2)).toBe(false);
    expect(takenDate(null)).toBeNull();
    expect(takenDate('not a date')).toBeNull();
    expect(takenDate('1970-01-01T00:00:00.000Z')).toBeNull();
    const date = takenDate('2024-03-02T10:00:00.000Z');
    expect(date).not.toBeNull();
    if (date) expect(takenOnDate(date, "d MMMM yyyy 'at' HH:mm:ss", enGB)).toMatch(/^2 March 2024 at \d{2}:00:00$/);
  });
});

describe('sort per view', () => {
  const store = (value: string | null) => {
    const items = new Map<string, string>(value === null ? [] : [[SORT_STORAGE_PREFIX + 'photos', value]]);
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, next: string) => void items.set(key, next), items };
  };

  it('defaults: photos by date taken, newest first; albums by date added', () => {
    expect(readSort('photos', store(null))).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(readSort('albumPhotos', store(null))).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect(readSort('photos', store('{broken'))).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
  });

  it('reads a stored "uploaded" as Date added and writes it back so', () => {
    const storage = store(JSON.stringify({ sortKey: 'uploaded', sortOrder: 'asc' }));
    expect(readSort('photos', storage)).toEqual({ sortKey: 'created', sortOrder: 'asc' });
    expect(storage.items.get(SORT_STORAGE_PREFIX + 'photos')).toBe(JSON.stringify({ sortKey: 'created', sortOrder: 'asc' }));
  });
});

// Pure helpers of the photo timeline machine: the month records built from the timeline counts, in
// display order, and the immutable updates the machine applies to them (pages, removals).
import type { Image, ImagePage, SortSettings, TimelineCounts } from '@schemas/photos';

/** The spec's timeline month status (S1 §4). */
export type MonthStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

/** 'YYYY-MM', e.g. '2024-03'; '1970-01' holds the photos without a date (DECISIONS 21). */
export type MonthKey = string;

export interface MonthRecord {
  key: MonthKey;
  year: number;
  month: number;
  /** photos in the month on the server (timeline counts), less those confirmed removed */
  count: number;
  status: MonthStatus;
  /** loaded photos of the month, in the sort's order */
  images: Image[];
  /** the next page's cursor; null = nothing after the loaded photos (once a page is loaded) */
  cursor: string | null;
  /** the '+N' tile was used: the rest of the month loads in pages of 500 */
  expanded: boolean;
}

export function monthKeyOf(year: number, month: number): MonthKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month records of the counts, newest first for a descending sort, oldest first otherwise. */
export function monthsFromCounts(counts: TimelineCounts, sort: SortSettings): MonthRecord[] {
  const months: MonthRecord[] = [];
  for (const [year, byMonth] of Object.entries(counts)) {
    for (const [month, count] of Object.entries(byMonth)) {
      if (count <= 0) continue;
      const y = Number(year);
      const m = Number(month);
      months.push({ key: monthKeyOf(y, m), year: y, month: m, count, status: 'uninitialized', images: [], cursor: null, expanded: false });
    }
  }
  months.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (sort.sortOrder === 'desc') months.reverse();
  return months;
}

/** `images` with `more` after them, leaving out photos already there (a page read twice adds nothing). */
export function appendUnique(images: readonly Image[], more: readonly Image[]): Image[] {
  if (more.length === 0) return [...images];
  const seen = new Set(images.map((image) => image.imageId));
  const result = [...images];
  for (const image of more) {
    if (seen.has(image.imageId)) continue;
    seen.add(image.imageId);
    result.push(image);
  }
  return result;
}

export function updateMonth(months: readonly MonthRecord[], key: MonthKey, update: (month: MonthRecord) => MonthRecord): MonthRecord[] {
  return months.map((month) => (month.key === key ? update(month) : month));
}

export function findMonth(months: readonly MonthRecord[], key: MonthKey | null): MonthRecord | undefined {
  return key === null ? undefined : months.find((month) => month.key === key);
}

/** A loaded page applied to its month: photos appended, cursor moved on, status fulfilled. */
export function withPage(month: MonthRecord, page: ImagePage): MonthRecord {
  return { ...month, status: 'fulfilled', images: appendUnique(month.images, page.images), cursor: page.cursor };
}

/** Photos confirmed removed: gone from their months (and their counts); emptied months go. */
export function withoutPhotos(months: readonly MonthRecord[], ids: ReadonlySet<string>): MonthRecord[] {
  const result: MonthRecord[] = [];
  for (const month of months) {
    const kept = month.images.filter((image) => !ids.has(image.imageId));
    const removed = month.images.length - kept.length;
    if (removed === 0) {
      result.push(month);
      continue;
    }
    const count = Math.max(0, month.count - removed);
    if (count > 0) result.push({ ...month, images: kept, count });
  }
  return result;
}

/** `list` without `items`, order kept. */
export function without<T>(list: readonly T[], items: readonly T[]): T[] {
  if (items.length === 0) return [...list];
  const drop = new Set(items);
  return list.filter((item) => !drop.has(item));
}

/** `list` with `items` after it, leaving out those already in it. */
export function withUnique<T>(list: readonly T[], items: readonly T[]): T[] {
  const seen = new Set(list);
  const result = [...list];
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    result.push(item);
  }
  return result;
}

/** What loads to show the photos directly after one: the rest of its month, or the next month's first page. */
export type LoadAfterStep = { kind: 'restOfMonth'; key: MonthKey } | { kind: 'nextMonth'; key: MonthKey } | null;

/**
 * The next load after a photo, as the timeline shows the months (hidden photos left out, months
 * left empty by them gone): its month's rest when the month is partly loaded (nothing when it is
 * already expanded: its pages are on their way), else the first month after it with nothing loaded,
 * when that month has not been asked for. `imageId` null: after the last loaded photo.
 */
export function loadAfterStep(months: readonly MonthRecord[], hidden: ReadonlySet<string>, imageId: string | null): LoadAfterStep {
  const shown = months
    .map((month) => {
      const images = hidden.size === 0 ? month.images : month.images.filter((image) => !hidden.has(image.imageId));
      return { month, images, count: month.count - (month.images.length - images.length) };
    })
    .filter((entry) => entry.count > 0);
  const at =
    imageId === null ? lastLoadedIndex(shown) : shown.findIndex((entry) => entry.images.some((image) => image.imageId === imageId));
  const here = shown[at];
  if (here && here.images.length < here.count) return here.month.expanded ? null : { kind: 'restOfMonth', key: here.month.key };
  const next = shown.slice(at + 1).find((entry) => entry.images.length === 0);
  return next && next.month.status === 'uninitialized' ? { kind: 'nextMonth', key: next.month.key } : null;
}

function lastLoadedIndex(shown: readonly { images: readonly Image[] }[]): number {
  for (let index = shown.length - 1; index >= 0; index--) if ((shown[index]?.images.length ?? 0) > 0) return index;
  return -1;
}

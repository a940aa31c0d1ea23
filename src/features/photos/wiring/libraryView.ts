// Pure derivations of the library's state for the views: months and photos without the hidden ones,
// display order, the gaps between loaded photos, the page status. No React here (unit-testable).
import type { SnapshotFrom } from 'xstate';
import type { MonthRecord, MonthStatus, photoTimelineMachine } from '@machines/photos/library/photoTimeline.machine';
import type { Image } from '@schemas/photos';

type TimelineSnapshot = Pick<SnapshotFrom<typeof photoTimelineMachine>, 'matches' | 'context'>;

export type LibraryStatus = 'loading' | 'ready' | 'empty' | 'failed';
export type LibraryMode = 'timeline' | 'flat';

export interface MonthView {
  key: string;
  year: number;
  month: number;
  /** photos of the month less hidden ones */
  count: number;
  status: MonthStatus;
  /** loaded photos, hidden ones left out */
  images: readonly Image[];
  /** the '+N' tile shows: more photos than the 24 loaded and not expanded yet */
  more: number;
  expanded: boolean;
}

/** The photos a month shows: its count less its loaded photos that are hidden. */
function shownCount(record: MonthRecord, images: readonly Image[]): number {
  return Math.max(0, record.count - (record.images.length - images.length));
}

/** A month's loaded photos without the hidden ones. */
function unhiddenImages(record: MonthRecord, hidden: ReadonlySet<string>): readonly Image[] {
  return hidden.size === 0 ? record.images : record.images.filter((image) => !hidden.has(image.imageId));
}

/** Months in display order as the view shows them; months left empty by hidden photos go. */
export function monthViews(months: readonly MonthRecord[], hidden: ReadonlySet<string>): MonthView[] {
  const result: MonthView[] = [];
  for (const record of months) {
    const images = unhiddenImages(record, hidden);
    const count = shownCount(record, images);
    if (count === 0) continue;
    const more = record.expanded || record.images.length === 0 ? 0 : Math.max(0, count - images.length);
    result.push({
      key: record.key,
      year: record.year,
      month: record.month,
      count,
      status: record.status,
      images,
      more,
      expanded: record.expanded,
    });
  }
  return result;
}

export interface LoadedImages {
  images: readonly Image[];
  /** ids of photos directly followed by photos not loaded yet */
  gaps: ReadonlySet<string>;
  /** photos exist after the last of `images` */
  hasMore: boolean;
}

export function loadedTimelineImages(months: readonly MonthView[]): LoadedImages {
  const images: Image[] = [];
  const gaps = new Set<string>();
  months.forEach((month, index) => {
    images.push(...month.images);
    const last = month.images.at(-1);
    if (!last) return;
    const next = months[index + 1];
    const restOfMonth = month.images.length < month.count;
    if (restOfMonth || (next !== undefined && next.images.length === 0)) gaps.add(last.imageId);
  });
  const last = images.at(-1);
  const hasMore = last ? gaps.has(last.imageId) : months.length > 0;
  return { images, gaps, hasMore };
}

export function loadedFlatImages(flat: readonly Image[], cursor: string | null, hidden: ReadonlySet<string>): LoadedImages {
  const images = hidden.size === 0 ? flat : flat.filter((image) => !hidden.has(image.imageId));
  const last = images.at(-1);
  const gaps = new Set<string>(cursor !== null && last ? [last.imageId] : []);
  return { images, gaps, hasMore: cursor !== null };
}

/** The flat grid (a created sort) or the monthly timeline, as the machine is. */
export function modeOf(snapshot: Pick<TimelineSnapshot, 'matches'>): LibraryMode {
  return snapshot.matches('flat') ? 'flat' : 'timeline';
}

/** loading (choosing, or counts or first page on their way), failed, or ready / empty once loaded. */
export function libraryStatusOf(snapshot: TimelineSnapshot): LibraryStatus {
  if (snapshot.matches({ timeline: 'Failed' }) || snapshot.matches({ flat: 'Failed' })) return 'failed';
  if (!snapshot.matches({ timeline: 'Finished' }) && !snapshot.matches({ flat: 'Finished' })) return 'loading';
  const { context } = snapshot;
  const hidden = new Set(context.hidden);
  if (snapshot.matches('flat'))
    return context.flatCursor === null && context.flat.every((image) => hidden.has(image.imageId)) ? 'empty' : 'ready';
  // the first month with a photo shown decides, without the views of every month (this runs on
  // every change of the library, for each view that asks)
  return context.months.some((record) => shownCount(record, unhiddenImages(record, hidden)) > 0) ? 'ready' : 'empty';
}

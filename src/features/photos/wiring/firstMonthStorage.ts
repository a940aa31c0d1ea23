// The whole library's first month, kept whenever the timeline's counts answer: the next start of
// /my-photos/photos sends that month's first page beside the counts (the early start,
// FIRST_MONTH_STORAGE_KEY). Kept here too, and not only by the early start, for the visits that reach
// the timeline inside the app: from the menu, another tab, or back from signing in.
import type { SortSettings } from '@schemas/photos';
import { FIRST_MONTH_STORAGE_KEY, firstMonthEntry } from '@/platform/earlyStart/earlyStart';
import { localStore, type KeyValueStorage } from '@/platform/storage/localStorage';

/**
 * Keeps the month first in `sort`, or forgets it when the library has none (an empty library). Only
 * a date-taken sort has months; another is left alone (the early start guesses no flat list).
 */
export function keepFirstMonth(
  first: { year: number; month: number } | null,
  sort: SortSettings,
  store: KeyValueStorage | null = localStore(),
): void {
  if (sort.sortKey !== 'dateTaken') return;
  try {
    store?.setItem(FIRST_MONTH_STORAGE_KEY, first ? firstMonthEntry(sort.sortOrder, `${first.year}/${first.month}`) : '');
  } catch {
    // storage full or blocked: the next start asks for the counts first, as without it
  }
}

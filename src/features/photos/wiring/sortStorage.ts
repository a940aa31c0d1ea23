// The photo sort per view (S1 §2 Sorting, §3 Sort settings; DECISIONS 20), kept in local storage
// under `mya.photos.sort.<view>` as `{ sortKey, sortOrder }`. A stored 'uploaded' key reads as
// 'created' and is written back so; anything else malformed falls back to the view's default.
import { DEFAULT_SORT, SortOrder, type SortSettings, type SortView } from '@schemas/photos';
import { SORT_STORAGE_PREFIX } from '@/platform/earlyStart/earlyStart';
import { localStore, type KeyValueStorage } from '@/platform/storage/localStorage';

export { SORT_STORAGE_PREFIX };

/** Reads one view's sort; rewrites a legacy 'uploaded' key as 'created'. */
export function readSort(view: SortView, store: KeyValueStorage | null = localStore()): SortSettings {
  const fallback = DEFAULT_SORT[view];
  if (!store) return fallback;
  let parsed: unknown;
  try {
    const raw = store.getItem(SORT_STORAGE_PREFIX + view);
    if (raw === null) return fallback;
    parsed = JSON.parse(raw);
  } catch {
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null || !('sortKey' in parsed) || !('sortOrder' in parsed)) return fallback;
  const order = SortOrder.safeParse(parsed.sortOrder);
  if (!order.success) return fallback;
  const key = parsed.sortKey === 'uploaded' ? 'created' : parsed.sortKey;
  if (key !== 'created' && key !== 'dateTaken') return fallback;
  const sort: SortSettings = { sortKey: key, sortOrder: order.data };
  if (parsed.sortKey === 'uploaded') writeSort(view, sort, store);
  return sort;
}

const cache = new Map<SortView, SortSettings>();

export function writeSort(view: SortView, sort: SortSettings, store: KeyValueStorage | null = localStore()): void {
  try {
    store?.setItem(SORT_STORAGE_PREFIX + view, JSON.stringify(sort));
  } catch {
    // storage full or blocked: the choice still holds for this page load
  }
  cache.set(view, sort);
}

/** The current sort of a view (cached after the first read). */
export function currentSort(view: SortView): SortSettings {
  let sort = cache.get(view);
  if (!sort) {
    sort = readSort(view);
    cache.set(view, sort);
  }
  return sort;
}

/** Forgets the cached sorts (tests; sign-out). */
export function forgetSorts(): void {
  cache.clear();
}

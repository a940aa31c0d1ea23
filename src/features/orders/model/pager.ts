// The orders pager (DECISIONS 12, 39): 10 orders a page, and page links for the current page and
// up to ORDER_PAGER_SIBLINGS pages either side of it.
import { ORDER_PAGER_SIBLINGS, ORDERS_PER_PAGE } from '@schemas/tunables';

export function pageCountOf(items: number, perPage = ORDERS_PER_PAGE): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** A page number from the URL, kept within 1…pageCount (anything unreadable is page 1). */
export function clampPage(value: string | null, pageCount: number): number {
  const page = value === null ? 1 : Number.parseInt(value, 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, pageCount);
}

/** The page links shown: the current page with up to `siblings` pages either side. */
export function pagerPages(current: number, pageCount: number, siblings = ORDER_PAGER_SIBLINGS): number[] {
  const first = Math.max(1, current - siblings);
  const last = Math.min(pageCount, current + siblings);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The items of one page. */
export function pageItems<T>(items: readonly T[], page: number, perPage = ORDERS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

// A paged list keeps its page in the URL query, as the orders page keeps its own (DECISIONS 11), so
// that a page can be reloaded, bookmarked and left with Back. Each list names its own parameter
// (the invoices page: `invoices_page` and `historical_page`; the downloads page: `pdfs_page`). Page
// 1 is the absence of the parameter; every other query parameter (embedded mode, flags…) stays as it is.

/** The page a query parameter names: a whole number from 1; anything else (absent, 0, 'x', 2.5) is page 1. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query string `search` with `param` set to `page` (removed for page 1), with its leading '?'. */
export function searchWithPage(search: string, param: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

// The paged lists' one vocabulary (spec S0 §4, S1 §7: "every loaded resource has a request state"),
// shared by the page-numbered lists (./pageNumberedList.ts: invoices, saved projects) and the
// end-marker lists (./cursorList.ts: albums).
// - states: `NotRequested`, `InProgress` (the first page, or another page by number, is on its way),
//   `Finished` (a page is shown; an end-marker list's `Finished` holds `idle`, `loadingMore` and
//   `moreFailed`), `Failed` (the page asked for could not be loaded);
// - tags: `loading` (a page is on its way in place of the one shown), `busy` (the next page of an
//   end-marker list is on its way under the loaded ones), `error` (a load failed: Try again);
// - events, under the list's machine id: `<id>.showPage`, `<id>.load`, `<id>.loadMore`, `<id>.retry` and `<id>.reload`; what a
//   failure leaves is the failure reader's (../shared/failureReason.ts): `error` and `errorKey`.
import type { Failure } from './failureReason';

/** The tags of a paged list's states. */
export type PagedListTag = 'loading' | 'busy' | 'error';

/** What a list keeps of its last failed load (null after a success). */
export type ListFailure = { [K in keyof Failure]: Failure[K] | null };

export const noFailure: ListFailure = { error: null, errorKey: null };

/** A page number as asked (from 1); anything else is page 1. */
export function validPage(page: number | undefined): number {
  return page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Pages of `total` items (at least 1, so that an empty list still has its one page). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

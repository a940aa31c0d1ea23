// The product PDFs a page of the downloads page shows. GET /v1/Pdfs/me answers the whole list at
// once (the spec gives it no paging), so the app pages it itself: newest first (the service's order
// is not promised), PRODUCT_PDFS_PER_PAGE to a page, the page in the URL query as `pdfs_page`.
// Decision: a page past the last (an old bookmark, a hand-typed URL) shows the last page, rather
// than an empty one: the whole list is known here, so there is nothing to wait or go back for.
import { PRODUCT_PDFS_PER_PAGE } from '@schemas/tunables';
import type { ProductPdfEntry } from './wiring/productPdfs';

/** The URL query parameter of the product PDFs' page. */
export const PDFS_PAGE_PARAM = 'pdfs_page';

export interface ProductPdfPage {
  /** the page shown, from 1 to `pages` */
  page: number;
  pages: number;
  items: ProductPdfEntry[];
}

/** Newest first. */
const newestFirst = (a: ProductPdfEntry, b: ProductPdfEntry) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The `requested` page of `pdfs`, newest first; a page past the last is the last. */
export function productPdfPage(
  pdfs: readonly ProductPdfEntry[],
  requested: number,
  perPage: number = PRODUCT_PDFS_PER_PAGE,
): ProductPdfPage {
  const pages = Math.max(1, Math.ceil(pdfs.length / perPage));
  const page = Math.min(Math.max(1, requested), pages);
  const items = [...pdfs].sort(newestFirst).slice((page - 1) * perPage, page * perPage);
  return { page, pages, items };
}

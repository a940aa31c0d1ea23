// The invoices page's URL query parameters, one per list (the shared pager's pageQuery.ts):
// `invoices_page` for the invoice group files and `historical_page` for the historical invoices.

/** The query parameter of the invoice group files' page. */
export const INVOICES_PAGE_PARAM = 'invoices_page';
/** The query parameter of the historical invoices' page. */
export const HISTORICAL_PAGE_PARAM = 'historical_page';

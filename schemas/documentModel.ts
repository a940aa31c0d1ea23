import type { ProductPdf } from './documents';

/**
 * The documents area's own vocabulary (ARCHITECTURE.md "The API edge"): what src/api/documents.ts
 * makes of the documents service's answers (schemas/documents.ts, in the server's names), once, so
 * that machines and views see one set of names. Types only: the shapes were checked by the contract
 * schemas before they are adapted.
 */

/** A product PDF as the app sees it: the server's superOrderCode is its orderCode. */
export type ProductPdfEntry = Omit<ProductPdf, 'superOrderCode'> & { orderCode: string };

/** Which PDFs a product has (S0 §7: a file with purpose product.pdf means a product PDF exists). */
export interface PdfPurposes {
  productPdf: boolean;
  mapPdf: boolean;
}

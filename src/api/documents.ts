// Documents service (spec S0 §7 "Invoices and documents"; contracts in schemas/documents.ts;
// DECISIONS 7, 8): a product and which of its PDFs exist, the product and map PDFs, the customer's
// product PDF list, invoice group files and historical invoices (paged lists and their PDFs).
// A PDF comes back as `{ blob, fileName }`: the file name from Content-Disposition, the type checked
// to be application/pdf, so that nothing else is ever saved to the customer's disk as a document.
import {
  HistoricalInvoicePage,
  InvoiceGroupFilePage,
  Product,
  ProductPdfList,
  type FilePurpose,
  type HistoricalInvoice,
} from '@schemas/documents';
import type { PdfPurposes, ProductPdfEntry } from '@schemas/documentModel';
import { defineApi, isHttpError, NetworkError, pathOf, type RequestOptions, type ServiceClient } from './http';

/** A downloaded PDF and the name to save it under. */
export interface DocumentFile {
  blob: Blob;
  fileName: string;
}

export type { PdfPurposes, ProductPdfEntry } from '@schemas/documentModel';

/** A historical invoice as the app sees it: the server's superOrderCode is its orderCode. */
export type HistoricalInvoiceEntry = Omit<HistoricalInvoice, 'superOrderCode'> & { orderCode: string | null };

/** A page of historical invoices and how many there are in all. */
export interface HistoricalInvoiceEntries {
  historicalInvoices: HistoricalInvoiceEntry[];
  total: number;
}

/** One page of a list: `skip` items left out, at most `limit` items (skip = (page - 1) × page size). */
export interface PageWindow {
  skip: number;
  limit: number;
}

/** i18n key of the text shown when a document is not there (404). */
export const DOCUMENT_NOT_FOUND_KEY = 'documents.errors.notFound';
/** i18n key of the text shown when the answer is not a PDF. */
export const NOT_A_PDF_KEY = 'documents.errors.notPdf';

/** The document asked for does not exist, or not for this account (404). */
export class DocumentNotFoundError extends Error {
  override name = 'DocumentNotFoundError';
  readonly url: string;
  /** i18n key for the user */
  readonly userMessageKey = DOCUMENT_NOT_FOUND_KEY;

  constructor(url: string, cause: unknown) {
    super(`GET ${pathOf(url)}: no such document (404)`, { cause });
    this.url = url;
  }
}

/** The service answered 2xx with something other than a PDF (an HTML error page, JSON, …). */
export class NotAPdfError extends Error {
  override name = 'NotAPdfError';
  readonly url: string;
  /** the Content-Type received, '' when there was none */
  readonly contentType: string;
  /** i18n key for the user */
  readonly userMessageKey = NOT_A_PDF_KEY;

  constructor(url: string, contentType: string) {
    super(`GET ${pathOf(url)} answered ${contentType || 'no content type'} instead of application/pdf`);
    this.url = url;
    this.contentType = contentType;
  }
}

export interface DocumentsApi {
  /** GET /v1/Products/:code?extend=none; null when the service does not know the product (404) */
  getProduct(productCode: string, options?: RequestOptions): Promise<Product | null>;
  /** GET /v1/pdf/me/:code: the product PDF */
  getProductPdf(productCode: string, options?: RequestOptions): Promise<DocumentFile>;
  /** GET /v1/pdf/me/:code?purpose=map.pdf: the map PDF */
  getMapPdf(productCode: string, options?: RequestOptions): Promise<DocumentFile>;
  /** GET /v1/Pdfs/me: every product and map PDF of the customer */
  getProductPdfs(options?: RequestOptions): Promise<ProductPdfEntry[]>;
  /** GET /api/v1/InvoiceGroupFiles/me?skip&limit */
  getInvoiceGroupFiles(page: PageWindow, options?: RequestOptions): Promise<InvoiceGroupFilePage>;
  /** GET /api/v1/InvoiceGroupFiles/me/:id: the invoice group file's PDF */
  getInvoiceGroupFilePdf(id: string, options?: RequestOptions): Promise<DocumentFile>;
  /** GET /api/v1/HistoricalInvoice/me?skip&limit */
  getHistoricalInvoices(page: PageWindow, options?: RequestOptions): Promise<HistoricalInvoiceEntries>;
  /** GET /api/v1/HistoricalInvoice/me/pdf/:id/:channel */
  getHistoricalInvoicePdf(id: string, channel: string, options?: RequestOptions): Promise<DocumentFile>;
}

export function pdfPurposesOf(product: Pick<Product, 'files'> | null): PdfPurposes {
  const has = (purpose: FilePurpose) => product?.files.some((file) => file.purpose === purpose) ?? false;
  return { productPdf: has('product.pdf'), mapPdf: has('map.pdf') };
}

// Characters a file name must not carry onto the customer's disk: path separators, the ones
// Windows refuses, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are among what a file name must not carry
const UNSAFE_IN_FILE_NAME = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/** A file name safe to save: no directories or reserved characters, ending in .pdf. */
export function safePdfFileName(name: string, fallback: string): string {
  const clean = (value: string) => {
    const base = value.split(/[/\\]/).at(-1) ?? '';
    const cleaned = base.replace(UNSAFE_IN_FILE_NAME, '_').trim().replace(/^\.+/, '');
    if (/^_*$/.test(cleaned.replace(/\.pdf$/i, ''))) return null;
    return /\.pdf$/i.test(cleaned) ? cleaned : `${cleaned}.pdf`;
  };
  return clean(name) ?? clean(fallback) ?? 'document.pdf';
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (percent-encoded)
 * wins over `filename="…"` or a bare `filename=…`; null when the header names none.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const decoded = decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, '$1'));
      if (decoded.trim() !== '') return decoded;
    } catch {
      // a broken percent-encoding: fall back to the plain parameter
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined && quoted[1].trim() !== '') return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /(?:^|;)\s*filename\s*=\s*([^;"\s][^;]*)/i.exec(header);
  if (bare?.[1] !== undefined && bare[1].trim() !== '') return bare[1].trim();
  return null;
}

/** Whether a Content-Type names a PDF (`application/pdf`, parameters and case ignored). */
export function isPdfContentType(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/pdf';
}

/** Bound to the documents service's client (base URL `config.services.documents`). */
export function createDocumentsApi(client: ServiceClient): DocumentsApi {
  const code = (value: string) => encodeURIComponent(value);

  async function getPdf(path: string, fallbackName: string, options: RequestOptions = {}): Promise<DocumentFile> {
    let response: Response;
    try {
      response = await client.request('GET', path, { ...options, headers: { ...options.headers, accept: 'application/pdf' } });
    } catch (error) {
      if (isHttpError(error, 404)) throw new DocumentNotFoundError(error.url, error);
      throw error;
    }
    const contentType = response.headers.get('content-type');
    if (!isPdfContentType(contentType)) {
      await response.body?.cancel().catch(() => undefined);
      throw new NotAPdfError(response.url || new URL(path, client.baseUrl).href, contentType ?? '');
    }
    const url = response.url || new URL(path, client.baseUrl).href;
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch (error) {
      // the connection dropped while the PDF was arriving: a failure with no (whole) response
      if (options.signal?.aborted) throw error;
      throw new NetworkError({ method: 'GET', url, cause: error });
    }
    const named = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    return { blob, fileName: safePdfFileName(named ?? '', fallbackName) };
  }

  return {
    async getProduct(productCode, options) {
      try {
        return await client.get(`v1/Products/${code(productCode)}`, Product, {
          ...options,
          searchParams: { extend: 'none' },
        });
      } catch (error) {
        if (isHttpError(error, 404)) return null;
        throw error;
      }
    },
    getProductPdf: (productCode, options) => getPdf(`v1/pdf/me/${code(productCode)}`, `product-${productCode}.pdf`, options),
    // the contract's choice: the map PDF is the product's file with purpose map.pdf
    getMapPdf: (productCode, options) =>
      getPdf(`v1/pdf/me/${code(productCode)}`, `map-${productCode}.pdf`, { ...options, searchParams: { purpose: 'map.pdf' } }),
    getProductPdfs: async (options) =>
      (await client.get('v1/Pdfs/me', ProductPdfList, options)).pdfs.map(({ superOrderCode, ...pdf }) => ({
        ...pdf,
        orderCode: superOrderCode,
      })),
    getInvoiceGroupFiles: (page, options) =>
      client.get('api/v1/InvoiceGroupFiles/me', InvoiceGroupFilePage, { ...options, searchParams: { skip: page.skip, limit: page.limit } }),
    getInvoiceGroupFilePdf: (id, options) => getPdf(`api/v1/InvoiceGroupFiles/me/${code(id)}`, `invoice-${id}.pdf`, options),
    getHistoricalInvoices: async (page, options) => {
      const answer = await client.get('api/v1/HistoricalInvoice/me', HistoricalInvoicePage, {
        ...options,
        searchParams: { skip: page.skip, limit: page.limit },
      });
      return {
        historicalInvoices: answer.historicalInvoices.map(({ superOrderCode, ...invoice }) => ({ ...invoice, orderCode: superOrderCode })),
        total: answer.total,
      };
    },
    getHistoricalInvoicePdf: (id, channel, options) =>
      getPdf(`api/v1/HistoricalInvoice/me/pdf/${code(id)}/${code(channel)}`, `invoice-${id}.pdf`, options),
  };
}

/** The documents API (`config.services.documents`). */
export const documentsApi = defineApi('documents', ({ client }) => createDocumentsApi(client('documents')));

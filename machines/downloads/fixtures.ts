// Fixtures of the downloads area: a fetched PDF and the failures the API edge reports (shaped like
// its errors: a message, and the i18n key it names for the customer where it names one), and the
// page's two lists (product PDFs, photo archives).
import type { ProductPdfEntry } from '@schemas/documentModel';
import type { DownloadItem } from '@schemas/downloads';
import type { DownloadedFile } from './documentDownload.machine';

/** A small PDF as the documents service answers it. */
export const fixturePdf: DownloadedFile = {
  blob: new Blob(['%PDF-1.7\n%fixture\n'], { type: 'application/pdf' }),
  fileName: 'invoice-INV-2024-0001.pdf',
};

/** An error shaped like the edge's: a message and, where it names one, the key of its text. */
export function fixtureDocumentError(message: string, userMessageKey?: string): Error {
  return userMessageKey === undefined ? new Error(message) : Object.assign(new Error(message), { userMessageKey });
}

export const fixtureNotFound = fixtureDocumentError(
  'GET /api/documents/api/v1/InvoiceGroupFiles/me/igf-404: no such document (404)',
  'documents.errors.notFound',
);
export const fixtureNotAPdf = fixtureDocumentError(
  'GET /api/documents/v1/pdf/me/P-1 answered text/html instead of application/pdf',
  'documents.errors.notPdf',
);
export const fixtureServerError = fixtureDocumentError('GET /api/documents/v1/pdf/me/P-1 failed with 500');
export const fixtureSaveError = fixtureDocumentError('The browser refused to save the file');

/** The product PDF list: a product PDF and a map PDF of one order. */
export const fixtureProductPdfs: ProductPdfEntry[] = [
  {
    productCode: 'P-1',
    orderCode: 'SO-1',
    articleName: 'Photo book',
    purpose: 'product.pdf',
    fileName: 'P-1.pdf',
    createdAt: '2024-03-01T10:00:00.000Z',
  },
  {
    productCode: 'P-2',
    orderCode: 'SO-1',
    articleName: 'Wall map',
    purpose: 'map.pdf',
    fileName: 'P-2.pdf',
    createdAt: '2024-03-01T10:00:00.000Z',
  },
];
export const fixtureProductPdfsServerError = fixtureDocumentError('GET /api/documents/v1/Pdfs/me failed with 500');

/** The photo archives: one finished, one still being built. */
export const fixtureArchives: DownloadItem[] = [
  {
    id: '0b7e6a3c-8d2f-4c59-9a8e-1f2d3c4b5a60',
    name: 'Holiday',
    state: 'finished',
    photosCount: 2,
    size: 2_345_678,
    created: '2026-11-27T10:00:00.000Z',
    finished: '2026-11-27T10:00:03.000Z',
    expires: '2026-11-28T10:00:03.000Z',
  },
  {
    id: '5d7e6a3c-8d2f-4c59-9a8e-1f2d3c4b5a61',
    name: 'Birthday',
    state: 'building',
    photosCount: 40,
    size: null,
    created: '2026-11-27T10:05:00.000Z',
    finished: null,
    expires: null,
  },
];
export const fixtureArchivesServerError = fixtureDocumentError('GET /api/downloads/downloads failed with 500');

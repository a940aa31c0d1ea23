// Fixtures of the document downloads: a fetched PDF and the failures the API edge reports (shaped
// like its errors: a message, and the i18n key it names for the customer where it names one).
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

// Real actors of the document download (machines/downloads/documentDownload.machine.ts), for every
// area that offers a PDF: the invoices page, the downloads page and the order detail. What to
// download is either a reference to one of the documents service's PDFs, fetched here through the
// services' documents API, or a function of the caller's that fetches it. Saving is the browser's:
// an object URL clicked through an <a download>, revoked once the click has been handled.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { documentDownloadMachine, type DownloadedFile } from '@machines/downloads/documentDownload.machine';
import { documentsApi, type DocumentFile, type DocumentsApi } from '@/api/documents';
import { useApi } from '@/platform/services/ServicesContext';
import { useLatest } from '@/platform/hooks/useLatest';

/** One of the documents service's PDFs, by what names it. */
export type DocumentRef =
  | { kind: 'productPdf'; productCode: string }
  | { kind: 'mapPdf'; productCode: string }
  | { kind: 'invoiceGroupFile'; id: string }
  | { kind: 'historicalInvoice'; id: string; channel: string };

/** Fetches a PDF; should stop when `signal` aborts (the button unmounted). */
export type FetchDocument = (options: { signal: AbortSignal }) => Promise<DocumentFile>;

/** What a download button downloads: a reference, or the caller's own fetch. */
export type DocumentSource = DocumentRef | FetchDocument;

/** Saves a fetched file to the customer's disk. */
export type SaveFile = (file: DownloadedFile) => Promise<void>;

/** The documents API of the app's services (tests put a fake in <ServicesProvider>). */
export function useDocumentsApi(): DocumentsApi {
  return useApi(documentsApi);
}

/** The API call that fetches a referenced document. */
export function fetchDocumentOf(api: DocumentsApi, ref: DocumentRef, signal: AbortSignal): Promise<DocumentFile> {
  switch (ref.kind) {
    case 'productPdf':
      return api.getProductPdf(ref.productCode, { signal });
    case 'mapPdf':
      return api.getMapPdf(ref.productCode, { signal });
    case 'invoiceGroupFile':
      return api.getInvoiceGroupFilePdf(ref.id, { signal });
    case 'historicalInvoice':
      return api.getHistoricalInvoicePdf(ref.id, ref.channel, { signal });
  }
}

// The object URL must outlive the click: some browsers read it after the click handler returns,
// and revoking at once cancels the download there. A minute is far beyond that and frees the blob.
const REVOKE_OBJECT_URL_AFTER_MS = 60_000;

/** The browser's save: an object URL for the blob, an <a download="name"> clicked, the URL revoked later. */
export const saveFileToDisk: SaveFile = async ({ blob, fileName }) => {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_OBJECT_URL_AFTER_MS);
  }
};

/**
 * The download machine for `source`, with its real actors. The latest `source` is used at each
 * click, so a caller may pass a new function or reference object on every render.
 */
export function useDocumentDownloadMachine(source: DocumentSource, saveFile: SaveFile = saveFileToDisk) {
  const api = useDocumentsApi();
  const latest = useLatest({ source, saveFile });
  return useMemo(
    () =>
      documentDownloadMachine.provide({
        actors: {
          fetchDocument: fromPromise<DownloadedFile>(({ signal }) => {
            const current = latest.current.source;
            return typeof current === 'function' ? current({ signal }) : fetchDocumentOf(api, current, signal);
          }),
          saveFile: fromPromise<undefined, DownloadedFile>(async ({ input }) => {
            await latest.current.saveFile(input);
            return undefined;
          }),
        },
      }),
    [api, latest],
  );
}

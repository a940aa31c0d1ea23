// The downloads page's product PDF list (GET /v1/Pdfs/me) as a plain load
// (machines/downloads/productPdfs.machine.ts) with the documents API as its load. It lives as long
// as the page: a new PDF can appear whenever an order is produced, so each visit asks again.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { productPdfsMachine } from '@machines/downloads/productPdfs.machine';
import type { ProductPdfEntry } from '@/api/documents';
import { useDocumentsApi } from '@/features/shared/wiring/documentDownload';

export type { ProductPdfEntry } from '@/api/documents';

export function useProductPdfsMachine() {
  const api = useDocumentsApi();
  return useMemo(
    () =>
      productPdfsMachine.provide({
        actors: {
          load: fromPromise<ProductPdfEntry[]>(({ signal }) => api.getProductPdfs({ signal })),
        },
      }),
    [api],
  );
}

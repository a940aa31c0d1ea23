// Which PDFs one product of an order has (GET /v1/Products/:code?extend=none: a file with purpose
// `product.pdf` means a product PDF exists, `map.pdf` a map PDF; S0 §7), as a plain load
// (machines/orders/productFiles.machine.ts) with the documents API as its load. It lives as long as the order's page.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { productFilesMachine } from '@machines/orders/productFiles.machine';
import { pdfPurposesOf, type PdfPurposes } from '@/api/documents';
import { useDocumentsApi } from '@/features/shared/wiring/documentDownload';

export type { PdfPurposes } from '@/api/documents';

export function useProductFilesMachine(productCode: string) {
  const api = useDocumentsApi();
  return useMemo(
    () =>
      productFilesMachine.provide({
        actors: {
          load: fromPromise<PdfPurposes>(async ({ signal }) => {
            return pdfPurposesOf(await api.getProduct(productCode, { signal }));
          }),
        },
      }),
    [api, productCode],
  );
}

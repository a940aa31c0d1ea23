// The temp selections service (spec S1 §7; contracts in schemas/tempSelections.ts, docs/PHOTOS.md
// "Print hand-off"), on `config.services.tempSelections`, and the print editor's address
// (`config.services.printEditor`) the hand-off opens. Loaded with the photo screens, not the shell.
import { CreateTempSelectionRequest, CreateTempSelectionResponse, TempSelection } from '@schemas/tempSelections';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

/** What the print editor opens with (S1 §4 Print hand-off). */
export interface PrintEditorParams {
  productCode: string;
  channel: string;
  tempSelectionId: string;
}

export interface TempSelectionsApi {
  /** POST /temp-selections: the photos kept under a new id */
  createTempSelection(photoIds: readonly string[], options?: RequestOptions): Promise<CreateTempSelectionResponse>;
  /** GET /temp-selections/{id}: the photos of a selection */
  getTempSelection(tempSelectionId: string, options?: RequestOptions): Promise<TempSelection>;
  /** the print editor's address with the product code, the channel and the temp selection in its query */
  editorUrl(params: PrintEditorParams): string;
}

/** Bound to the temp selections service's client and the print editor's absolute base address. */
export function createTempSelectionsApi(client: ServiceClient, editorBaseUrl: string): TempSelectionsApi {
  return {
    createTempSelection: (photoIds, options) =>
      client.send(
        'POST',
        'temp-selections',
        CreateTempSelectionRequest.parse({ photoIds: [...photoIds] }),
        CreateTempSelectionResponse,
        options,
      ),
    getTempSelection: (tempSelectionId, options) =>
      client.get(`temp-selections/${encodeURIComponent(tempSelectionId)}`, TempSelection, options),
    editorUrl: ({ productCode, channel, tempSelectionId }) => {
      const url = new URL(editorBaseUrl);
      url.searchParams.set('productCode', productCode);
      url.searchParams.set('channel', channel);
      url.searchParams.set('tempSelectionId', tempSelectionId);
      return url.href;
    },
  };
}

/** The temp selections API (`config.services.tempSelections`) and the print editor's address (`config.services.printEditor`). */
export const tempSelectionsApi = defineApi('tempSelections', ({ client, publicClient }) =>
  createTempSelectionsApi(client('tempSelections'), publicClient('printEditor').baseUrl),
);

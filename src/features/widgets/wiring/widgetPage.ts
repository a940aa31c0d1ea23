// The real actors of one online product's page: its load (widget and its order's hold status), the
// share, the delete and the gallery entry, over the widgets API from the services provider. Per
// screen (useFlowActor in the views); the page is keyed by the signed-in account and product code.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { galleryEntryMachine, type GalleryChange, type GalleryData, type GalleryTarget } from '@machines/widgets/galleryEntry.machine';
import { widgetDeleteMachine } from '@machines/widgets/widgetDelete.machine';
import { widgetDetailMachine, type WidgetDetail } from '@machines/widgets/widgetDetail.machine';
import { widgetShareMachine, type ShareRequest } from '@machines/widgets/widgetShare.machine';
import type { GalleryEntry, WidgetItem } from '@schemas/widgets';
import type { WidgetsApi } from '@/api/widgets';
import { useWidgetsApi } from './widgetsApi';

async function withBlockReason(api: WidgetsApi, widget: WidgetItem, signal?: AbortSignal): Promise<WidgetDetail> {
  return { widget, blockReason: await api.getBlockReason(widget.orderCode, { signal }) };
}

export function useWidgetDetailMachine() {
  const api = useWidgetsApi();
  return useMemo(
    () =>
      widgetDetailMachine.provide({
        actors: {
          loadWidget: fromPromise<WidgetDetail | null, { productCode: string }>(async ({ input, signal }) => {
            const widget = await api.getWidget(input.productCode, { signal });
            return widget ? withBlockReason(api, widget, signal) : null;
          }),
          createWidget: fromPromise<WidgetDetail, { productCode: string }>(async ({ input, signal }) =>
            withBlockReason(api, await api.createWidget(input.productCode), signal),
          ),
        },
      }),
    [api],
  );
}

export function useWidgetShareMachine() {
  const api = useWidgetsApi();
  return useMemo(
    () =>
      widgetShareMachine.provide({
        actors: {
          share: fromPromise<undefined, ShareRequest>(async ({ input }) => {
            await api.shareWidget(input);
            return undefined;
          }),
        },
      }),
    [api],
  );
}

export function useWidgetDeleteMachine() {
  const api = useWidgetsApi();
  return useMemo(
    () =>
      widgetDeleteMachine.provide({
        actors: {
          act: fromPromise<undefined, { productCode: string }>(async ({ input }) => {
            await api.deleteWidget(input.productCode);
            return undefined;
          }),
        },
      }),
    [api],
  );
}

export function useGalleryEntryMachine() {
  const api = useWidgetsApi();
  return useMemo(
    () =>
      galleryEntryMachine.provide({
        actors: {
          readEntry: fromPromise<GalleryData, GalleryTarget>(async ({ input, signal }) => {
            const [entry, categories] = await Promise.all([
              api.getGalleryEntry(input.widgetId, input.channel, { signal }),
              api.listCategories({ signal }),
            ]);
            return { entry, categories };
          }),
          createEntry: fromPromise<GalleryEntry, GalleryChange>(({ input }) =>
            api.createGalleryEntry({ widgetId: input.widgetId, channel: input.channel, ...input.text }),
          ),
          updateEntry: fromPromise<GalleryEntry, GalleryChange>(({ input }) =>
            api.updateGalleryEntry(input.widgetId, input.channel, input.text),
          ),
          deleteEntry: fromPromise<undefined, GalleryTarget>(async ({ input }) => {
            await api.deleteGalleryEntry(input.widgetId, input.channel);
            return undefined;
          }),
        },
      }),
    [api],
  );
}

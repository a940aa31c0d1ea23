// Widgets service (spec S0 §3, §7 Widgets; DECISIONS 2, 18): every widgets and gallery call of the
// contract (schemas/widgets.ts). Answers are parsed with the contract's schemas and adapted here,
// once, into the app's names: superOrderCode → orderCode. Loaded with the widgets screens.
import {
  BlockedOrder,
  CategoryList,
  GalleryEntry,
  GalleryEntryCreate,
  GalleryEntryText,
  Widget,
  WidgetList,
  WidgetShared,
  WIDGET_ORDER_CODES_MAX,
  encodeRecipient,
  type Category,
  type WidgetItem,
} from '@schemas/widgets';
import { defineApi, isHttpError, type RequestOptions, type ServiceClient } from './http';

/** What a share sends: the spec's query parameters, the recipient as typed (encoded here). */
export interface WidgetShareRequest {
  widgetId: string;
  vendorId: string;
  fromName: string;
  personalMessage: string;
  toEmailAddress: string;
}

export interface WidgetsApi {
  /**
   * GET /v1/widget/all?orderCodes=a,b: the widgets of those orders' products. A call still answered
   * 401 after the edge's one renewal yields an empty list, not an error (DECISIONS 2).
   */
  listWidgets(orderCodes: readonly string[], options?: RequestOptions): Promise<WidgetItem[]>;
  /** GET /v1/widget/:productCode; null when the product is not online (404) */
  getWidget(productCode: string, options?: RequestOptions): Promise<WidgetItem | null>;
  /** POST /v1/widget/:productCode: puts the product online (safe to repeat) */
  createWidget(productCode: string, options?: RequestOptions): Promise<WidgetItem>;
  /** DELETE /v1/widget/:productCode: takes it offline */
  deleteWidget(productCode: string, options?: RequestOptions): Promise<void>;
  /** PUT /v1/widget/:id/share?vendorId&fromName&personalMessage&toEmailAddress (base64, DECISIONS 18) */
  shareWidget(share: WidgetShareRequest, options?: RequestOptions): Promise<void>;
  /** GET /v1/categories */
  listCategories(options?: RequestOptions): Promise<Category[]>;
  /** GET /v1/blockedorders/:orderCode: why the shop holds the order, or null when it does not */
  getBlockReason(orderCode: string, options?: RequestOptions): Promise<string | null>;
  /** GET /v1/galleryentries/:widgetId?channel; null when the widget is not in that gallery (404) */
  getGalleryEntry(widgetId: string, channel: string, options?: RequestOptions): Promise<GalleryEntry | null>;
  /** POST /v1/galleryentries/ */
  createGalleryEntry(entry: GalleryEntryCreate, options?: RequestOptions): Promise<GalleryEntry>;
  /** PUT /v1/galleryentries/:widgetId?channel */
  updateGalleryEntry(widgetId: string, channel: string, text: GalleryEntryText, options?: RequestOptions): Promise<GalleryEntry>;
  /** DELETE /v1/galleryentries/:widgetId?channel */
  deleteGalleryEntry(widgetId: string, channel: string, options?: RequestOptions): Promise<void>;
}

/** A widget in the app's names. */
export function widgetItemOf(widget: Widget): WidgetItem {
  const { superOrderCode, ...rest } = widget;
  return { ...rest, orderCode: superOrderCode };
}

/** The order codes, each once, in pages of at most `size` (the most one GET /v1/widget/all takes). */
export function orderCodePages(orderCodes: readonly string[], size = WIDGET_ORDER_CODES_MAX): string[][] {
  const codes = [...new Set(orderCodes)];
  const pages: string[][] = [];
  for (let start = 0; start < codes.length; start += size) pages.push(codes.slice(start, start + size));
  return pages;
}

/** Newest first, as the service answers one page (a stable sort keeps its order for equal times). */
const newestFirst = (a: Widget, b: Widget) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** null for a 404 (the thing is not there), the error otherwise. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isHttpError(error, 404)) return null;
    throw error;
  }
}

/** Bound to the widgets service's client (base URL `config.services.widgets`). */
export function createWidgetsApi(client: ServiceClient): WidgetsApi {
  const code = encodeURIComponent;
  return {
    // The service takes at most WIDGET_ORDER_CODES_MAX codes a request: a customer with more orders
    // is asked for page by page, one request after the other, and the answers merged newest first.
    listWidgets: async (orderCodes, options) => {
      try {
        const widgets: Widget[] = [];
        for (const page of orderCodePages(orderCodes)) {
          const list = await client.get('v1/widget/all', WidgetList, { ...options, searchParams: { orderCodes: page.join(',') } });
          widgets.push(...list.widgets);
        }
        return widgets.sort(newestFirst).map(widgetItemOf);
      } catch (error) {
        if (isHttpError(error, 401)) return [];
        throw error;
      }
    },
    getWidget: async (productCode, options) => {
      const widget = await orNull(client.get(`v1/widget/${code(productCode)}`, Widget, options));
      return widget ? widgetItemOf(widget) : null;
    },
    createWidget: async (productCode, options) =>
      widgetItemOf(await client.send('POST', `v1/widget/${code(productCode)}`, undefined, Widget, options)),
    deleteWidget: (productCode, options) => client.send('DELETE', `v1/widget/${code(productCode)}`, undefined, undefined, options),
    shareWidget: async (share, options) => {
      await client.send('PUT', `v1/widget/${code(share.widgetId)}/share`, undefined, WidgetShared, {
        ...options,
        // ky URL-encodes every query value: the base64's + / = travel safely (DECISIONS 18)
        searchParams: {
          vendorId: share.vendorId,
          fromName: share.fromName,
          personalMessage: share.personalMessage,
          toEmailAddress: encodeRecipient(share.toEmailAddress.trim()),
        },
      });
    },
    listCategories: async (options) => (await client.get('v1/categories', CategoryList, options)).categories,
    getBlockReason: async (orderCode, options) => {
      const blocked = await client.get(`v1/blockedorders/${code(orderCode)}`, BlockedOrder, options);
      return blocked.isBlocked ? (blocked.reason ?? '') : null;
    },
    getGalleryEntry: (widgetId, channel, options) =>
      orNull(client.get(`v1/galleryentries/${code(widgetId)}`, GalleryEntry, { ...options, searchParams: { channel } })),
    // outgoing bodies go through their schema too: trimmed, and a wrong shape fails before the call
    createGalleryEntry: (entry, options) =>
      client.send('POST', 'v1/galleryentries/', GalleryEntryCreate.parse(entry), GalleryEntry, options),
    updateGalleryEntry: (widgetId, channel, text, options) =>
      client.send('PUT', `v1/galleryentries/${code(widgetId)}`, GalleryEntryText.parse(text), GalleryEntry, {
        ...options,
        searchParams: { channel },
      }),
    deleteGalleryEntry: (widgetId, channel, options) =>
      client.send('DELETE', `v1/galleryentries/${code(widgetId)}`, undefined, undefined, { ...options, searchParams: { channel } }),
  };
}

/** The widgets API (`config.services.widgets`). */
export const widgetsApi = defineApi('widgets', ({ client }) => createWidgetsApi(client('widgets')));

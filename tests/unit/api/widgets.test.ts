// The widgets edge against a real local HTTP server: the paths and queries of the calls, the
// recipient as standard base64 of the UTF-8 address, URL-encoded (DECISIONS 18), the server's names
// adapted (superOrderCode → orderCode), a 404 as "not there", and a widget list still refused (401)
// after the one renewal answered as an empty list (DECISIONS 2), and the order codes sent in pages
// of at most 500 (the most the service takes) with the answers merged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient, HttpError } from '@/api/http';
import { createWidgetsApi, orderCodePages } from '@/api/widgets';
import { WIDGET_ORDER_CODES_MAX, decodeRecipient } from '@schemas/widgets';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function api(handler: Handler, renew: () => Promise<string> = async () => 'fresh') {
  server = await startServer(handler);
  const auth = { getAccessToken: () => 'stale', renewAccessToken: vi.fn(renew) };
  const client = createServiceClient({ baseUrl: '/api/widgets', origin: server.origin, timeoutMs: 2_000, retryLimit: 0, auth });
  return { api: createWidgetsApi(client), server, auth };
}

const widget = {
  id: '0b7e6c52-6a8e-4c43-9a54-1f1f8f5b2c01',
  productCode: 'SO-1-1',
  superOrderCode: 'SO-1',
  productName: 'Photo book A4',
  pictureUrl: 'http://localhost/api/orders/thumbnails/PAP_910.jpg',
  createdAt: '2025-01-02T10:00:00.000Z',
};

describe('the widgets edge', () => {
  it('asks for the widgets of the order codes and adapts the names', async () => {
    const { api: widgets, server: s } = await api(() => ({ status: 200, json: { widgets: [widget] } }));
    const list = await widgets.listWidgets(['SO-1', 'SO-2']);
    const { superOrderCode: _server, ...rest } = widget;
    expect(list).toEqual([{ ...rest, orderCode: 'SO-1' }]);
    expect(new URL(s.requests[0]?.url ?? '', s.origin).searchParams.get('orderCodes')).toBe('SO-1,SO-2');
    // no orders, no call
    expect(await widgets.listWidgets([])).toEqual([]);
    expect(s.requests).toHaveLength(1);
  });

  it('pages the order codes: each code once, at most 500 a page, in order', () => {
    const codes = Array.from({ length: 1203 }, (_, index) => `SO-${index}`);
    const pages = orderCodePages([...codes, 'SO-0', 'SO-7']);
    expect(pages.map((page) => page.length)).toEqual([WIDGET_ORDER_CODES_MAX, WIDGET_ORDER_CODES_MAX, 203]);
    expect(pages.flat()).toEqual(codes);
    expect(orderCodePages([])).toEqual([]);
    expect(orderCodePages(codes.slice(0, WIDGET_ORDER_CODES_MAX))).toHaveLength(1);
  });

  it('asks for the widgets of more than 500 orders in requests of at most 500 codes and merges the answers newest first', async () => {
    const codes = Array.from({ length: 1203 }, (_, index) => `SO-${index}`);
    // one widget per page: the first page's is the oldest, so the merged list must be re-sorted
    const { api: widgets, server: s } = await api((request, index) => {
      const asked = new URL(request.url, 'http://x').searchParams.get('orderCodes')?.split(',') ?? [];
      if (asked.length > WIDGET_ORDER_CODES_MAX) return { status: 400, json: { message: 'orderCodes may name at most 500 orders' } };
      const created = new Date(Date.UTC(2025, 0, 1 + index)).toISOString();
      return { status: 200, json: { widgets: [{ ...widget, id: `w-${index}`, superOrderCode: asked[0], createdAt: created }] } };
    });
    const list = await widgets.listWidgets(codes);
    const asked = s.requests.map((request) => new URL(request.url, s.origin).searchParams.get('orderCodes')?.split(',') ?? []);
    expect(asked.map((page) => page.length)).toEqual([500, 500, 203]);
    expect(asked.flat()).toEqual(codes);
    expect(list.map((item) => [item.id, item.orderCode])).toEqual([
      ['w-2', 'SO-1000'],
      ['w-1', 'SO-500'],
      ['w-0', 'SO-0'],
    ]);
  });

  it('answers an empty list when the widget fetch is still 401 after one renewal, and throws on other failures', async () => {
    const { api: widgets, server: s, auth } = await api(() => ({ status: 401, json: { message: 'Unauthorized' } }));
    expect(await widgets.listWidgets(['SO-1'])).toEqual([]);
    expect(auth.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(s.requests.map((request) => request.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    await s.close();
    server = null;
    const failing = await api(() => ({ status: 500, json: { message: 'down' } }));
    await expect(failing.api.listWidgets(['SO-1'])).rejects.toBeInstanceOf(HttpError);
  });

  it('sends the recipient as standard base64 of the address, URL-encoded, with the other share parameters', async () => {
    const { api: widgets, server: s } = await api(() => ({ status: 200, json: { widgetId: widget.id, toEmailAddress: 'x' } }));
    // an address whose base64 holds '+', '/' and '=': each must arrive intact
    const to = 'zoë+?>>@example.com';
    await widgets.shareWidget({
      widgetId: widget.id,
      vendorId: 'albelli',
      fromName: 'Anna & Co',
      personalMessage: '',
      toEmailAddress: ` ${to} `,
    });
    const request = s.requests[0];
    expect(request?.method).toBe('PUT');
    const url = new URL(request?.url ?? '', s.origin);
    expect(url.pathname).toBe(`/api/widgets/v1/widget/${widget.id}/share`);
    const encoded = url.searchParams.get('toEmailAddress') ?? '';
    expect(encoded).toMatch(/[+/=]/);
    expect(encoded).toBe(Buffer.from(to, 'utf8').toString('base64'));
    expect(decodeRecipient(encoded)).toBe(to);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ vendorId: 'albelli', fromName: 'Anna & Co', personalMessage: '' });
  });

  it('reads a 404 as "not there" for a widget and a gallery entry', async () => {
    const { api: widgets } = await api(() => ({ status: 404, json: { message: 'Widget not found' } }));
    expect(await widgets.getWidget('SO-9')).toBeNull();
    expect(await widgets.getGalleryEntry(widget.id, 'albelli-nl')).toBeNull();
  });
});

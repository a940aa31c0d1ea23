import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BLOCKED_ORDER_MESSAGE,
  BlockedOrder,
  CategoryList,
  GalleryEntry,
  GalleryEntryCreate,
  GalleryEntryText,
  WIDGET_ORDER_CODES_MAX,
  Widget,
  WidgetList,
  WidgetShared,
  type Widget as WidgetType,
} from '@schemas/widgets';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { thumbnailUrlFor } from '../orders/thumbnails';
import { readAppConfig } from '../public-config/host-table';
import { shareWidget } from './share';
import {
  blockedReason,
  categoryExists,
  createEntry,
  createWidget,
  deleteEntry,
  deleteWidget,
  findEntry,
  findWidgetById,
  findWidgetByProduct,
  listCategories,
  listWidgets,
  ownsOrder,
  ownsProduct,
  updateEntry,
} from './store';

const widgetNotFound = { message: 'Widget not found' };
const entryNotFound = { message: 'Gallery entry not found' };

const ProductParams = z.object({ productCode: pathSegment });
// Widget ids are UUIDs: anything else is a bad request, not a lookup.
const WidgetIdParams = z.object({ id: z.uuid('Widget id must be a UUID') });
const WidgetIdParam = z.object({ widgetId: z.uuid('Widget id must be a UUID') });
const OrderParams = z.object({ id: pathSegment });

const AllQuery = z.object({
  orderCodes: z
    .string({ error: 'orderCodes must be one comma-separated list of order codes' })
    .transform((value) => [...new Set(value.split(',').map((code) => code.trim()))].filter(Boolean))
    .pipe(z.array(pathSegment).max(WIDGET_ORDER_CODES_MAX, `orderCodes may name at most ${WIDGET_ORDER_CODES_MAX} orders`)),
});

/** The channels of the host table: a gallery belongs to one of them. */
function channelQuery() {
  const channels = new Set(readAppConfig().hosts.map((row) => row.channel));
  return z.object({
    channel: z
      .string({ error: 'channel must be given once' })
      .refine((value) => channels.has(value), 'channel must be one of the shop’s channels'),
  });
}

const ShareQuery = z.object({
  vendorId: z.string({ error: 'vendorId must be given once' }).pipe(pathSegment),
  fromName: z.string({ error: 'fromName must be given once' }),
  personalMessage: z.string({ error: 'personalMessage must be given at most once' }).optional().default(''),
  toEmailAddress: z.string({ error: 'toEmailAddress must be given once' }),
});

/**
 * Widgets service (spec S0 §7 Widgets; DECISIONS 18; schemas/widgets.ts says what widgets, gallery
 * entries, categories and blocked orders are), mounted under /api/widgets. Every route needs a
 * bearer token and works on the token's own account: another account's product code, widget id,
 * gallery entry or order answers 404 like a missing one. A widget of an order on hold for review
 * cannot be shared or published: 409 with a message.
 */
export async function widgetRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const ChannelQuery = channelQuery();
  // the widget's picture is its product's thumbnail, served by the orders service
  const pictures = (request: FastifyRequest) => thumbnailUrlFor(request, '/api/orders');

  /** The account's widget with that id (null for a missing one, another account's, or a non-UUID). */
  const widgetOf = (request: FastifyRequest, id: string): Promise<WidgetType | null> =>
    z.uuid().safeParse(id).success ? findWidgetById(db, accountIdOf(request), id, pictures(request)) : Promise.resolve(null);

  /** True (and a 409 sent) when the widget's order is on hold. */
  async function refusedAsBlocked(reply: FastifyReply, widget: WidgetType): Promise<boolean> {
    if ((await blockedReason(db, widget.superOrderCode)) === null) return false;
    void reply.code(409).send({ message: BLOCKED_ORDER_MESSAGE });
    return true;
  }

  app.addHook('preHandler', app.authenticate);

  app.get('/v1/widget/all', async (request, reply) => {
    const query = parseOrReject(reply, AllQuery, request.query);
    if (!query) return reply;
    const widgets = await listWidgets(db, accountIdOf(request), query.orderCodes, pictures(request));
    return sendValid(reply, WidgetList, { widgets });
  });

  app.get('/v1/widget/:productCode', async (request, reply) => {
    const params = parseOrReject(reply, ProductParams, request.params);
    if (!params) return reply;
    const widget = await findWidgetByProduct(db, accountIdOf(request), params.productCode, pictures(request));
    if (!widget) return reply.code(404).send(widgetNotFound);
    return sendValid(reply, Widget, widget);
  });

  // Decision: putting a product online that already is answers its widget (200), so a retried
  // POST does no harm; a new one answers 201.
  app.post('/v1/widget/:productCode', async (request, reply) => {
    const params = parseOrReject(reply, ProductParams, request.params);
    if (!params) return reply;
    const accountId = accountIdOf(request);
    if (!(await ownsProduct(db, accountId, params.productCode))) return reply.code(404).send({ message: 'Product not found' });
    const existing = await findWidgetByProduct(db, accountId, params.productCode, pictures(request));
    if (existing) return sendValid(reply, Widget, existing);
    await createWidget(db, accountId, params.productCode);
    return sendValid(reply, Widget, await findWidgetByProduct(db, accountId, params.productCode, pictures(request)), 201);
  });

  app.delete('/v1/widget/:productCode', async (request, reply) => {
    const params = parseOrReject(reply, ProductParams, request.params);
    if (!params) return reply;
    if (!(await deleteWidget(db, accountIdOf(request), params.productCode))) return reply.code(404).send(widgetNotFound);
    return reply.code(204).send();
  });

  app.put('/v1/widget/:id/share', async (request, reply) => {
    const params = parseOrReject(reply, WidgetIdParams, request.params);
    if (!params) return reply;
    const widget = await widgetOf(request, params.id);
    if (!widget) return reply.code(404).send(widgetNotFound);
    const query = parseOrReject(reply, ShareQuery, request.query);
    if (!query) return reply;
    if (await refusedAsBlocked(reply, widget)) return reply;
    const shared = await shareWidget(db, request, reply, widget, query);
    if (!shared) return reply;
    return sendValid(reply, WidgetShared, shared);
  });

  app.get('/v1/categories', async (_request, reply) => sendValid(reply, CategoryList, { categories: await listCategories(db) }));

  app.get('/v1/blockedorders/:id', async (request, reply) => {
    const params = parseOrReject(reply, OrderParams, request.params);
    if (!params) return reply;
    if (!(await ownsOrder(db, accountIdOf(request), params.id))) return reply.code(404).send({ message: 'Order not found' });
    const reason = await blockedReason(db, params.id);
    return sendValid(reply, BlockedOrder, { superOrderCode: params.id, isBlocked: reason !== null, reason });
  });

  app.get('/v1/galleryentries/:id', async (request, reply) => {
    const params = parseOrReject(reply, WidgetIdParams, request.params);
    if (!params) return reply;
    const query = parseOrReject(reply, ChannelQuery, request.query);
    if (!query) return reply;
    const entry = await findEntry(db, accountIdOf(request), params.id, query.channel);
    if (!entry) return reply.code(404).send(entryNotFound);
    return sendValid(reply, GalleryEntry, entry);
  });

  app.post('/v1/galleryentries/', async (request, reply) => {
    const input = parseOrReject(reply, GalleryEntryCreate, request.body);
    if (!input) return reply;
    const channel = parseOrReject(reply, ChannelQuery, { channel: input.channel });
    if (!channel) return reply;
    const widget = await widgetOf(request, input.widgetId);
    if (!widget) return reply.code(404).send(widgetNotFound);
    if (!(await categoryExists(db, input.categoryId))) return reply.code(400).send({ message: 'categoryId: Unknown category' });
    if (await refusedAsBlocked(reply, widget)) return reply;
    // Decision: publishing a widget that is already in that channel's gallery replaces its entry's
    // text (200), so a retried POST whose answer was lost does no harm; a new entry answers 201.
    const accountId = accountIdOf(request);
    const created = await createEntry(db, accountId, input);
    if (created) return sendValid(reply, GalleryEntry, created, 201);
    return sendValid(reply, GalleryEntry, await updateEntry(db, accountId, input.widgetId, input.channel, input));
  });

  app.put('/v1/galleryentries/:widgetId', async (request, reply) => {
    const params = parseOrReject(reply, WidgetIdParam, request.params);
    if (!params) return reply;
    const query = parseOrReject(reply, ChannelQuery, request.query);
    if (!query) return reply;
    const accountId = accountIdOf(request);
    const widget = await widgetOf(request, params.widgetId);
    if (!widget) return reply.code(404).send(widgetNotFound);
    if (!(await findEntry(db, accountId, params.widgetId, query.channel))) return reply.code(404).send(entryNotFound);
    const text = parseOrReject(reply, GalleryEntryText, request.body);
    if (!text) return reply;
    if (!(await categoryExists(db, text.categoryId))) return reply.code(400).send({ message: 'categoryId: Unknown category' });
    if (await refusedAsBlocked(reply, widget)) return reply;
    const entry = await updateEntry(db, accountId, params.widgetId, query.channel, text);
    if (!entry) return reply.code(404).send(entryNotFound);
    return sendValid(reply, GalleryEntry, entry);
  });

  // Taking an entry out of the gallery is allowed on a blocked order too: it only hides more.
  app.delete('/v1/galleryentries/:id', async (request, reply) => {
    const params = parseOrReject(reply, WidgetIdParams, request.params);
    if (!params) return reply;
    const query = parseOrReject(reply, ChannelQuery, request.query);
    if (!query) return reply;
    if (!(await deleteEntry(db, accountIdOf(request), params.id, query.channel))) return reply.code(404).send(entryNotFound);
    return reply.code(204).send();
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DeliveryAddressInput } from '@schemas/deliveryAddress';
import { ORDERS_BY_ACCOUNT_LIMIT, SUPER_ORDERS_FETCH_LIMIT } from '@schemas/tunables';
import {
  AccountOrderPage,
  ArticleGroupList,
  CutoffCampaign,
  DeliveryDates,
  OrderLineDetail,
  ReorderAnswer,
  ReorderStatus,
  SuperOrder,
  SuperOrderPage,
  VoucherOffer,
  isAddressChangeable,
} from '@schemas/orders';
import { OrderStatusChange } from '@schemas/sandbox';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { VOUCHER_OFFERS } from './catalogue';
import { findCampaign, listArticleGroups } from './cutoff';
import { CodeParams, wholeNumber } from './params';
import { createReorderCart, reorderStatus } from './reorder';
import {
  accountOrderPage,
  deliveryDatesOf,
  findOrderLine,
  findSuperOrder,
  replaceDeliveryAddress,
  setSuperOrderStatus,
  superOrderPage,
} from './store';
import { thumbnailRoutes, thumbnailUrlFor } from './thumbnails';

const superOrderNotFound = { message: 'Order not found' };

const SuperOrdersQuery = z.object({
  Offset: wholeNumber('Offset', { fallback: 0, min: 0, max: 1_000_000 }),
  Limit: wholeNumber('Limit', { fallback: SUPER_ORDERS_FETCH_LIMIT, min: 1, max: SUPER_ORDERS_FETCH_LIMIT }),
  // Decision: the sandbox keeps no expired orders, so notExpired is every order; the parameter
  // may be left out, any other value is refused.
  OrderState: z.literal('notExpired', { error: 'OrderState must be notExpired' }).optional(),
});

const ByAccountParams = z.object({ accountId: pathSegment });
const ByAccountQuery = z.object({
  articleNames: z
    .enum(['true', 'false'], { error: 'articleNames must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  offset: wholeNumber('offset', { fallback: 0, min: 0, max: 1_000_000 }),
  limit: wholeNumber('limit', { fallback: ORDERS_BY_ACCOUNT_LIMIT, min: 1, max: SUPER_ORDERS_FETCH_LIMIT }),
});

const ReorderQuery = z.object({ OrderCode: pathSegment });

/**
 * Orders service (spec S0 §7 "Orders", "Delivery dates", "Voucher", "Cutoff"; DECISIONS 9–13),
 * mounted under /api/orders. Every route but the product thumbnails needs a bearer token and works
 * on the token's own account: another account's code answers 404 like a missing one (never 403).
 */
export async function orderRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  // Thumbnails are public (an <img> sends no token): registered beside, not behind, the token check.
  await app.register(thumbnailRoutes);
  await app.register(async (api) => {
    api.addHook('preHandler', api.authenticate);
    const thumbnails = (request: Parameters<typeof thumbnailUrlFor>[0]) => thumbnailUrlFor(request, app.prefix);

    api.get('/v2/superorders/me', async (request, reply) => {
      const query = parseOrReject(reply, SuperOrdersQuery, request.query);
      if (!query) return reply;
      const page = await superOrderPage(db, accountIdOf(request), { offset: query.Offset, limit: query.Limit }, thumbnails(request));
      return sendValid(reply, SuperOrderPage, page);
    });

    api.get('/v1/superorders/:code', async (request, reply) => {
      const params = parseOrReject(reply, CodeParams, request.params);
      if (!params) return reply;
      const order = await findSuperOrder(db, accountIdOf(request), params.code, thumbnails(request));
      if (!order) return reply.code(404).send(superOrderNotFound);
      return sendValid(reply, SuperOrder, order);
    });

    api.put('/v1/superorders/:code/deliveryAddress', async (request, reply) => {
      const params = parseOrReject(reply, CodeParams, request.params);
      if (!params) return reply;
      const accountId = accountIdOf(request);
      const order = await findSuperOrder(db, accountId, params.code, thumbnails(request));
      // Ownership before the body: another account's order is not found, whatever was sent.
      if (!order) return reply.code(404).send(superOrderNotFound);
      const input = parseOrReject(reply, DeliveryAddressInput, request.body);
      if (!input) return reply;
      if (!isAddressChangeable(order.status)) {
        return reply.code(409).send({ message: 'This order is already in production: its delivery address can no longer be changed' });
      }
      const { isDefault: _ignored, pickupPointName, ...address } = input;
      // Decision: the address sent decides the delivery type: with a pickup point's name it is a
      // PickupPoint delivery, without one a Home delivery.
      await replaceDeliveryAddress(db, accountId, params.code, {
        deliveryType: pickupPointName ? 'PickupPoint' : 'Home',
        deliveryAddress: {
          ...address,
          companyName: address.companyName || null,
          houseNumberSuffix: address.houseNumberSuffix || null,
          phoneNumber: address.phoneNumber || null,
          pickupPointName,
        },
      });
      return sendValid(reply, SuperOrder, await findSuperOrder(db, accountId, params.code, thumbnails(request)));
    });

    api.get('/orders/byAccount/:accountId', async (request, reply) => {
      const params = parseOrReject(reply, ByAccountParams, request.params);
      if (!params) return reply;
      // Only the caller's own customer id (= account id) names an account here.
      if (params.accountId !== accountIdOf(request)) return reply.code(404).send({ message: 'Account not found' });
      const query = parseOrReject(reply, ByAccountQuery, request.query);
      if (!query) return reply;
      return sendValid(reply, AccountOrderPage, await accountOrderPage(db, params.accountId, query));
    });

    api.get('/v1/Orders/:code', async (request, reply) => {
      const params = parseOrReject(reply, CodeParams, request.params);
      if (!params) return reply;
      const line = await findOrderLine(db, accountIdOf(request), params.code, thumbnails(request));
      if (!line) return reply.code(404).send({ message: 'Product not found' });
      return sendValid(reply, OrderLineDetail, line);
    });

    api.get('/reorder/status/:code', async (request, reply) => {
      const params = parseOrReject(reply, CodeParams, request.params);
      if (!params) return reply;
      const possible = await reorderStatus(db, accountIdOf(request), params.code);
      if (possible === null) return reply.code(404).send(superOrderNotFound);
      return sendValid(reply, ReorderStatus, { isReorderPossible: possible });
    });

    api.post('/reorder', async (request, reply) => {
      const query = parseOrReject(reply, ReorderQuery, request.query);
      if (!query) return reply;
      const accountId = accountIdOf(request);
      const possible = await reorderStatus(db, accountId, query.OrderCode);
      if (possible === null) return reply.code(404).send(superOrderNotFound);
      if (!possible) return reply.code(409).send({ message: 'This order cannot be re-ordered' });
      const cartId = await createReorderCart(db, accountId, query.OrderCode);
      const origin = `${request.protocol}://${request.host}`;
      return sendValid(reply, ReorderAnswer, { ShopUrl: `${origin}/__storefront/cart/${cartId}` });
    });

    api.get('/OrderDeliveryDates/:code', async (request, reply) => {
      const params = parseOrReject(reply, CodeParams, request.params);
      if (!params) return reply;
      const dates = await deliveryDatesOf(db, accountIdOf(request), params.code);
      if (!dates) return reply.code(404).send({ message: 'No delivery dates known for this order' });
      return sendValid(reply, DeliveryDates, dates);
    });

    api.get('/api/v1/campaigns/offers/:code', async (request, reply) => {
      const params = parseOrReject(reply, CodeParams, request.params);
      if (!params) return reply;
      const offer = VOUCHER_OFFERS.get(params.code);
      if (!offer) return reply.code(404).send({ message: 'Voucher not found' });
      return sendValid(reply, VoucherOffer, { code: params.code, ...offer });
    });

    api.get('/v1/ArticleGroup', async (_request, reply: FastifyReply) => sendValid(reply, ArticleGroupList, await listArticleGroups(db)));

    api.get('/v1/Campaign/:code', async (request, reply) => {
      const params = parseOrReject(reply, CodeParams, request.params);
      if (!params) return reply;
      const campaign = await findCampaign(db, params.code);
      if (!campaign) return reply.code(404).send({ message: 'Campaign not found' });
      return sendValid(reply, CutoffCampaign, campaign);
    });
  });
}

/**
 * Sandbox tool, mounted under /__sandbox: `POST /orders/status {orderCode, status}` moves an order
 * (and its products) to a status, as the shop's production does, so that tests can reach what
 * follows, e.g. an address change refused because the order went into production meanwhile.
 */
export async function orderAdminRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.post('/orders/status', async (request, reply) => {
    const input = parseOrReject(reply, OrderStatusChange, request.body);
    if (!input) return reply;
    if (!(await setSuperOrderStatus(options.db, input.orderCode, input.status))) return reply.code(404).send(superOrderNotFound);
    return reply.code(204).send();
  });
}

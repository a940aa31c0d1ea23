// Orders service (spec S0 §3, §7; DECISIONS 9–13): every orders call of the contract
// (schemas/orders.ts). Answers are parsed with the contract's schemas, in the server's names, and
// adapted here, once, into the app's names (schemas/orderModel.ts): superOrderCode → orderCode,
// orders → products, orderCount → productCount. Loaded with the orders and home screens.
import type { Order, OrderPage, OrderProductDetail, OrderSummary, OrderSummaryPage, VoucherDetails } from '@schemas/orderModel';
import {
  AccountOrderPage,
  ArticleGroupList,
  CutoffCampaign,
  DeliveryAddress,
  DeliveryDates,
  OrderLineDetail,
  ReorderAnswer,
  ReorderStatus,
  SuperOrder,
  SuperOrderPage,
  VoucherOffer,
  type AccountOrderSummary,
  type ArticleGroupList as ArticleGroupListType,
} from '@schemas/orders';
import { defineApi, HttpError, isHttpError, type RequestOptions, type ServiceClient } from './http';

export type ArticleGroup = ArticleGroupListType['articleGroups'][number];

export interface OrdersApi {
  /** GET /v2/superorders/me?Offset&Limit&OrderState=notExpired: one page, newest first */
  listOrdersPage(page: { offset: number; limit: number }, options?: RequestOptions): Promise<OrderPage>;
  /** GET /v1/superorders/:code; 404 (HttpError) for an unknown or another account's code */
  getOrder(orderCode: string, options?: RequestOptions): Promise<Order>;
  /** GET /orders/byAccount/:accountId?articleNames=true&offset&limit: the home overview's latest orders */
  listAccountOrders(accountId: string, page: { offset: number; limit: number }, options?: RequestOptions): Promise<OrderSummaryPage>;
  /** GET /v1/Orders/:code: one product with the order it belongs to */
  getOrderProduct(productCode: string, options?: RequestOptions): Promise<OrderProductDetail>;
  /** PUT /v1/superorders/:code/deliveryAddress: the updated order; 409 once the order is in production */
  changeDeliveryAddress(orderCode: string, address: DeliveryAddress, options?: RequestOptions): Promise<Order>;
  /** GET /reorder/status/:code: whether the order can be ordered again */
  getReorderStatus(orderCode: string, options?: RequestOptions): Promise<boolean>;
  /** POST /reorder?OrderCode=…: where the browser goes next (the shop, with the order in the cart) */
  reorder(orderCode: string, options?: RequestOptions): Promise<{ shopUrl: string }>;
  /** GET /OrderDeliveryDates/:code; null when none are known (404) */
  getDeliveryDates(orderCode: string, options?: RequestOptions): Promise<DeliveryDates | null>;
  /** GET /api/v1/campaigns/offers/:voucherOptionCode; 404 → not found, other failures throw with the status text */
  getVoucherDetails(voucherOptionCode: string, options?: RequestOptions): Promise<VoucherDetails>;
  /** GET /v1/ArticleGroup: the product groups with their cutoff campaign's name */
  listArticleGroups(options?: RequestOptions): Promise<ArticleGroup[]>;
  /** GET /v1/Campaign/:name: a delivery cutoff */
  getCampaign(name: string, options?: RequestOptions): Promise<CutoffCampaign>;
}

/** A super order in the app's names. */
export function orderOf(superOrder: SuperOrder): Order {
  const { superOrderCode, orderCount, orders, ...rest } = superOrder;
  return { ...rest, orderCode: superOrderCode, productCount: orderCount, products: orders };
}

/** An account order summary in the app's names. */
export function orderSummaryOf(summary: AccountOrderSummary): OrderSummary {
  return {
    orderCode: summary.superOrderCode,
    createdAt: summary.createdAt,
    status: summary.status,
    productCount: summary.orderCount,
    articleNames: summary.articleNames ?? [],
  };
}

/** Reason phrases of the statuses a voucher call may fail with (the status text, spec S0 §8). */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  408: 'Request Timeout',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A voucher lookup that failed otherwise than with 404: its message is the status text (spec S0 §8). */
export class VoucherError extends Error {
  override name = 'VoucherError';
  readonly status: number;
  constructor(cause: HttpError) {
    super(STATUS_TEXT[cause.status] ?? `HTTP ${cause.status}`, { cause });
    this.status = cause.status;
  }
}

/** Bound to the orders service's client (base URL `config.services.orders`). */
export function createOrdersApi(client: ServiceClient): OrdersApi {
  const code = encodeURIComponent;
  return {
    listOrdersPage: async ({ offset, limit }, options) => {
      const page = await client.get('v2/superorders/me', SuperOrderPage, {
        ...options,
        searchParams: { Offset: offset, Limit: limit, OrderState: 'notExpired' },
      });
      return { orders: page.superOrders.map(orderOf), total: page.total };
    },
    getOrder: async (orderCode, options) => orderOf(await client.get(`v1/superorders/${code(orderCode)}`, SuperOrder, options)),
    listAccountOrders: async (accountId, { offset, limit }, options) => {
      const page = await client.get(`orders/byAccount/${code(accountId)}`, AccountOrderPage, {
        ...options,
        searchParams: { articleNames: true, offset, limit },
      });
      return { orders: page.orders.map(orderSummaryOf), total: page.total };
    },
    getOrderProduct: async (productCode, options) => {
      const { superOrderCode, ...product } = await client.get(`v1/Orders/${code(productCode)}`, OrderLineDetail, options);
      return { ...product, orderCode: superOrderCode };
    },
    changeDeliveryAddress: async (orderCode, address, options) =>
      orderOf(
        // the outgoing body goes through its schema too: a wrong shape fails before the call
        await client.send('PUT', `v1/superorders/${code(orderCode)}/deliveryAddress`, DeliveryAddress.parse(address), SuperOrder, options),
      ),
    getReorderStatus: async (orderCode, options) =>
      (await client.get(`reorder/status/${code(orderCode)}`, ReorderStatus, options)).isReorderPossible,
    reorder: async (orderCode, options) => {
      const answer = await client.send('POST', 'reorder', undefined, ReorderAnswer, { ...options, searchParams: { OrderCode: orderCode } });
      return { shopUrl: answer.ShopUrl };
    },
    getDeliveryDates: async (orderCode, options) => {
      try {
        return await client.get(`OrderDeliveryDates/${code(orderCode)}`, DeliveryDates, options);
      } catch (error) {
        if (isHttpError(error, 404)) return null;
        throw error;
      }
    },
    getVoucherDetails: async (voucherOptionCode, options) => {
      try {
        const offer = await client.get(`api/v1/campaigns/offers/${code(voucherOptionCode)}`, VoucherOffer, options);
        return { isVoucherFound: true, offer };
      } catch (error) {
        if (isHttpError(error, 404)) return { isVoucherFound: false };
        if (error instanceof HttpError) throw new VoucherError(error);
        throw error;
      }
    },
    listArticleGroups: async (options) => (await client.get('v1/ArticleGroup', ArticleGroupList, options)).articleGroups,
    getCampaign: (name, options) => client.get(`v1/Campaign/${code(name)}`, CutoffCampaign, options),
  };
}

/** The orders API (`config.services.orders`). */
export const ordersApi = defineApi('orders', ({ client }) => createOrdersApi(client('orders')));

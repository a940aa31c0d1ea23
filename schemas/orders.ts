import * as z from 'zod/mini';
import { CountryCode, httpUrl, isoDateTime } from './common';
import { nameText } from './text';

/**
 * Orders service contracts (spec S0 §3, §4, §7; DECISIONS 9–13), in the server's own names
 * (`superOrderCode`, `orders`, `orderCount`). The sandbox answers with these shapes and checks its
 * answers with them; the app's edge (src/api/orders.ts) checks them and adapts the names once:
 * superOrderCode → orderCode, orders → products, orderCount → productCount. Amounts are in minor
 * units (cents) with the currency beside them. Fields the spec leaves "not shown" are ours.
 */

export const isoDate = z.iso.date();

/** Every internal status string the spec lists (S0 §4). */
export const ORDER_STATUS_STRINGS = [
  'Received',
  'Confirmed',
  'ProductionStarted',
  'ProductionCompleted',
  'Dispatched',
  'Cancelled',
  'paymentPending',
  'paymentFailed',
  'paymentSuccess',
  'paymentFree',
  'verification failed',
  'processing',
  'processing failed',
  'approved',
  'rejected',
  'on_hold',
  'producing',
  'delayed',
  'shipped',
  'cancelled',
] as const;

/** The statuses a customer sees (S0 §4). Cancelled is shown red, all others cyan. */
export const ShownStatus = z.enum(['AwaitingPayment', 'Ordered', 'InProduction', 'Sent', 'Cancelled']);
export type ShownStatus = z.infer<typeof ShownStatus>;

/** DECISIONS 9: every internal status string → the status shown. */
export const SHOWN_STATUS_OF: Readonly<Record<(typeof ORDER_STATUS_STRINGS)[number], ShownStatus>> = {
  paymentPending: 'AwaitingPayment',
  paymentFailed: 'AwaitingPayment',
  'verification failed': 'AwaitingPayment',
  Received: 'AwaitingPayment',
  paymentSuccess: 'Ordered',
  paymentFree: 'Ordered',
  approved: 'Ordered',
  processing: 'Ordered',
  Confirmed: 'Ordered',
  producing: 'InProduction',
  on_hold: 'InProduction',
  delayed: 'InProduction',
  'processing failed': 'InProduction',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  shipped: 'Sent',
  Dispatched: 'Sent',
  rejected: 'Cancelled',
  cancelled: 'Cancelled',
  Cancelled: 'Cancelled',
};

/**
 * The shown status of an internal status string; null for a string the table does not know (the
 * app reports it and shows Ordered, the sandbox never sends one).
 */
export function shownStatusOf(status: string): ShownStatus | null {
  return Object.hasOwn(SHOWN_STATUS_OF, status) ? SHOWN_STATUS_OF[status as keyof typeof SHOWN_STATUS_OF] : null;
}

/** DECISIONS 13: the delivery address may change until the order is in production. */
export function isAddressChangeable(status: string): boolean {
  const shown = shownStatusOf(status);
  return shown === 'AwaitingPayment' || shown === 'Ordered';
}

/** Delivery types (S0 §4). */
export const DeliveryType = z.enum(['PickupPoint', 'Home']);
export type DeliveryType = z.infer<typeof DeliveryType>;

/**
 * Whether an order's page offers the change of its delivery address: Home delivery (a pickup
 * point's address is the shop's), before production (isAddressChangeable).
 */
export function offersDeliveryAddressChange(order: { deliveryType: DeliveryType; status: string }): boolean {
  return order.deliveryType === 'Home' && isAddressChangeable(order.status);
}

/**
 * A delivery address: the address book's fields without id and default flag. For PickupPoint
 * delivery, `pickupPointName` names the shop and the address is the shop's.
 */
export const DeliveryAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.nullable(z.string()),
  street: z.string(),
  houseNumber: z.string(),
  houseNumberSuffix: z.nullable(z.string()),
  postalCode: z.string(),
  city: z.string(),
  countryCode: CountryCode,
  phoneNumber: z.nullable(z.string()),
  pickupPointName: z.nullable(z.string().check(nameText)),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** A product's voucher: the voucher option code its details are fetched by (S0 §3). */
export const ProductVoucher = z.object({ voucherOptionCode: z.string().check(z.minLength(1)) });

/** One product of a super order: the server calls it an order (S0 §3). */
export const OrderLine = z.object({
  code: z.string().check(z.minLength(1)),
  articleName: z.string(),
  status: z.string().check(z.minLength(1)),
  /** when the product's payment last changed; null before any payment */
  paymentChangedDate: z.nullable(isoDateTime),
  quantity: z.number().check(z.int(), z.positive()),
  priceAmount: z.number().check(z.int(), z.nonnegative()),
  thumbnailUrl: z.nullable(httpUrl),
  voucher: z.nullable(ProductVoucher),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** A super order: what the customer placed in one checkout (S0 §3). */
export const SuperOrder = z.object({
  superOrderCode: z.string().check(z.minLength(1)),
  createdAt: isoDateTime,
  status: z.string().check(z.minLength(1)),
  orderCount: z.number().check(z.int(), z.nonnegative()),
  orders: z.array(OrderLine),
  deliveryType: DeliveryType,
  deliveryAddress: DeliveryAddress,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  totalAmount: z.number().check(z.int(), z.nonnegative()),
  /** ProductionStarted / Dispatched dates known so far, for the progress tracker */
  productionStartedAt: z.nullable(isoDateTime),
  dispatchedAt: z.nullable(isoDateTime),
});
export type SuperOrder = z.infer<typeof SuperOrder>;

/** GET /v2/superorders/me?Offset&Limit&OrderState=notExpired: one page, newest first. */
export const SuperOrderPage = z.object({
  superOrders: z.array(SuperOrder),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type SuperOrderPage = z.infer<typeof SuperOrderPage>;

/** GET /orders/byAccount/:accountId?articleNames&offset&limit: the home overview's latest orders. */
export const AccountOrderSummary = z.object({
  superOrderCode: z.string().check(z.minLength(1)),
  createdAt: isoDateTime,
  status: z.string().check(z.minLength(1)),
  orderCount: z.number().check(z.int(), z.nonnegative()),
  /** present when asked with articleNames=true */
  articleNames: z.optional(z.array(z.string())),
});
export type AccountOrderSummary = z.infer<typeof AccountOrderSummary>;
export const AccountOrderPage = z.object({
  orders: z.array(AccountOrderSummary),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type AccountOrderPage = z.infer<typeof AccountOrderPage>;

/** GET /v1/Orders/:code: one product with the super order it belongs to. */
export const OrderLineDetail = z.extend(OrderLine, { superOrderCode: z.string().check(z.minLength(1)) });
export type OrderLineDetail = z.infer<typeof OrderLineDetail>;

/** GET /reorder/status/:superOrderCode (DECISIONS 13). */
export const ReorderStatus = z.object({ isReorderPossible: z.boolean() });
export type ReorderStatus = z.infer<typeof ReorderStatus>;

/** POST /reorder?OrderCode=… (DECISIONS 13): where the browser goes next. */
export const ReorderAnswer = z.object({ ShopUrl: httpUrl });
export type ReorderAnswer = z.infer<typeof ReorderAnswer>;

/** GET /OrderDeliveryDates/:superOrderCode; 404 = none known (S0 §7). */
export const DeliveryDates = z.object({
  dispatchDate: z.nullable(isoDate),
  earliestDeliveryDate: isoDate,
  latestDeliveryDate: isoDate,
});
export type DeliveryDates = z.infer<typeof DeliveryDates>;

/** GET /api/v1/campaigns/offers/:voucherOptionCode; 404 = voucher not found (S0 §7). */
export const VoucherOffer = z.object({
  code: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(['percentage', 'amount']),
  /** percent, or minor units of `currency` */
  discountValue: z.number().check(z.nonnegative()),
  currency: z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/))),
  validUntil: z.nullable(isoDate),
});
export type VoucherOffer = z.infer<typeof VoucherOffer>;

/** GET /v1/ArticleGroup: the product groups, each with the cutoff campaign that applies to it. */
export const ArticleGroup = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  campaignName: z.nullable(z.string().check(z.minLength(1))),
});
export const ArticleGroupList = z.object({ articleGroups: z.array(ArticleGroup) });
export type ArticleGroupList = z.infer<typeof ArticleGroupList>;

/**
 * GET /v1/Campaign/:name: a delivery cutoff (e.g. order before 18 December for delivery before
 * Christmas). `occasion` is a key the app translates; the campaign is shown while
 * today ≤ orderBefore in the customer's time zone.
 */
export const CutoffCampaign = z.object({
  name: z.string().check(z.minLength(1)),
  occasion: z.enum(['christmas', 'mothersDay', 'fathersDay', 'valentinesDay', 'newYear']),
  orderBefore: isoDate,
  deliveryBefore: isoDate,
});
export type CutoffCampaign = z.infer<typeof CutoffCampaign>;

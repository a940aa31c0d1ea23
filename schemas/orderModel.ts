import type { CutoffCampaign, DeliveryAddress, DeliveryDates, DeliveryType, OrderLine, VoucherOffer } from './orders';

/**
 * The orders area's own vocabulary (ARCHITECTURE.md "The API edge"): what src/api/orders.ts makes of
 * the orders service's answers (schemas/orders.ts, in the server's names), once, so that machines and
 * views see one set of names: superOrderCode → orderCode, orders → products, orderCount → productCount.
 * Types only: the shapes were checked by the contract schemas before they are adapted.
 */

/** One product of an order (the server's order line). */
export type OrderProduct = OrderLine;

/** What the customer placed in one checkout (the server's super order). */
export interface Order {
  orderCode: string;
  createdAt: string;
  status: string;
  productCount: number;
  products: OrderProduct[];
  deliveryType: DeliveryType;
  deliveryAddress: DeliveryAddress;
  currency: string;
  totalAmount: number;
  productionStartedAt: string | null;
  dispatchedAt: string | null;
}

/** One page of the fetch-all of the customer's orders, newest first. */
export interface OrderPage {
  orders: Order[];
  total: number;
}

/** One of the latest orders of the home overview (GET /orders/byAccount). */
export interface OrderSummary {
  orderCode: string;
  createdAt: string;
  status: string;
  productCount: number;
  articleNames: string[];
}

export interface OrderSummaryPage {
  orders: OrderSummary[];
  total: number;
}

/** One product with the order it belongs to (GET /v1/Orders/:code). */
export type OrderProductDetail = OrderProduct & { orderCode: string };

/** A product voucher's details (S0 §3): found with its offer, or not found (404). */
export type VoucherDetails = { isVoucherFound: true; offer: VoucherOffer } | { isVoucherFound: false };

/** What an order's detail shows beside the order: its products' voucher details and its delivery dates. */
export interface OrderExtras {
  /** by product code, for the products that have a voucher */
  vouchers: Record<string, VoucherDetails>;
  /** null when none are known (404) */
  deliveryDates: DeliveryDates | null;
}

export type { CutoffCampaign, DeliveryAddress, DeliveryDates, DeliveryType, VoucherOffer };

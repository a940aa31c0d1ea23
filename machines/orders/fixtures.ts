// Fixtures of the orders machines: orders in the app's names (schemas/orderModel.ts) as the API edge
// hands them over, and the failures the services answer (shaped like the edge's HttpError; a
// failure with no status is one with no response at all).
import type { PdfPurposes } from '@schemas/documentModel';
import type { CutoffCampaign, DeliveryAddress, Order, OrderExtras, OrderPage, OrderProduct, OrderSummaryPage } from '@schemas/orderModel';
import { fixtureHttpError } from '../account/fixtures';

export const fixtureDeliveryAddress: DeliveryAddress = {
  firstName: 'Anna',
  lastName: 'Jansen',
  companyName: null,
  street: 'High Street',
  houseNumber: '12',
  houseNumberSuffix: null,
  postalCode: 'SW1A 1AA',
  city: 'London',
  countryCode: 'GB',
  phoneNumber: null,
  pickupPointName: null,
};

export function fixtureProduct(code: string, overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    code,
    articleName: 'Photo book A4',
    status: 'Confirmed',
    paymentChangedDate: '2025-01-02T10:00:00.000Z',
    quantity: 1,
    priceAmount: 2999,
    thumbnailUrl: null,
    voucher: null,
    ...overrides,
  };
}

export function fixtureOrder(orderCode: string, overrides: Partial<Order> = {}): Order {
  const products = overrides.products ?? [fixtureProduct(`${orderCode}-1`)];
  return {
    orderCode,
    createdAt: '2025-01-02T09:30:00.000Z',
    status: 'Confirmed',
    productCount: products.length,
    products,
    deliveryType: 'Home',
    deliveryAddress: fixtureDeliveryAddress,
    currency: 'GBP',
    totalAmount: 2999,
    productionStartedAt: null,
    dispatchedAt: null,
    ...overrides,
  };
}

/** Three orders in two pages: the first page of two, then the last one. */
export const fixtureFirstPage: OrderPage = { orders: [fixtureOrder('SO-3'), fixtureOrder('SO-2')], total: 3 };
export const fixtureLastPage: OrderPage = { orders: [fixtureOrder('SO-1')], total: 3 };
export const fixtureEmptyPage: OrderPage = { orders: [], total: 0 };

export const fixtureOrdersPath = '/api/orders/v2/superorders/me';
export const fixtureOrdersServerError = fixtureHttpError('GET', fixtureOrdersPath, 500);
/** a fetch with no response at all (no status) */
export const fixtureNoResponse = new Error('PUT /api/orders/v1/superorders/SO-1/deliveryAddress failed: no response');

export const fixtureDetailOrder = fixtureOrder('SO-1', {
  products: [fixtureProduct('SO-1-1', { voucher: { voucherOptionCode: 'VOUCHER-10' } }), fixtureProduct('SO-1-2')],
});
export const fixtureExtras: OrderExtras = {
  vouchers: {
    'SO-1-1': {
      isVoucherFound: true,
      offer: {
        code: 'VOUCHER-10',
        title: '10% off your next photo book',
        description: 'Valid on all photo books.',
        discountType: 'percentage',
        discountValue: 10,
        currency: null,
        validUntil: '2025-12-31',
      },
    },
  },
  deliveryDates: { dispatchDate: '2025-01-05', earliestDeliveryDate: '2025-01-07', latestDeliveryDate: '2025-01-09' },
};
export const fixtureOrderNotFound = fixtureHttpError('GET', '/api/orders/v1/superorders/SO-404', 404);
export const fixtureOrderServerError = fixtureHttpError('GET', '/api/orders/v1/superorders/SO-1', 500);
export const fixtureVoucherServerError = fixtureHttpError('GET', '/api/orders/api/v1/campaigns/offers/VOUCHER-10', 503);

export const fixtureNewAddress: DeliveryAddress = { ...fixtureDeliveryAddress, street: 'Baker Street', houseNumber: '221' };
export const fixtureChangedOrder: Order = { ...fixtureDetailOrder, deliveryAddress: fixtureNewAddress };
export const fixtureInProduction = fixtureHttpError('PUT', '/api/orders/v1/superorders/SO-1/deliveryAddress', 409);
export const fixtureAddressRefused = fixtureHttpError('PUT', '/api/orders/v1/superorders/SO-1/deliveryAddress', 400);

export const fixtureShopUrl = 'https://www.bonusprint.co.uk/cart?reorder=SO-1';
export const fixtureReorderServerError = fixtureHttpError('POST', '/api/orders/reorder', 500);

/** The running delivery cutoff campaigns the article groups name. */
export const fixtureCutoffCampaigns: CutoffCampaign[] = [
  { name: 'christmas-2024', occasion: 'christmas', orderBefore: '2024-12-15', deliveryBefore: '2024-12-24' },
];
export const fixtureCutoffServerError = fixtureHttpError('GET', '/api/orders/v1/ArticleGroup', 500);

/** A product with a product PDF and no map PDF. */
export const fixtureProductFiles: PdfPurposes = { productPdf: true, mapPdf: false };
export const fixtureProductFilesServerError = fixtureHttpError('GET', '/api/documents/v1/Products/P-1', 500);

/** The home overview's latest orders: two of the customer's three orders. */
export const fixtureLatestOrders: OrderSummaryPage = {
  orders: [
    { orderCode: 'SO-3', createdAt: '2024-05-02T09:00:00.000Z', status: 'InProduction', productCount: 1, articleNames: ['Photo book'] },
    {
      orderCode: 'SO-2',
      createdAt: '2024-04-01T09:00:00.000Z',
      status: 'Delivered',
      productCount: 2,
      articleNames: ['Calendar', 'Poster'],
    },
  ],
  total: 3,
};
export const fixtureLatestOrdersServerError = fixtureHttpError('GET', '/api/orders/v1/orders/byAccount/account-1', 500);

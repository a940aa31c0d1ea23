// Catalogue entries of the orders area's machines (S0 §3, §4, §7–9; DECISIONS 9–13).
import { fromPromise } from 'xstate';
import type { DeliveryAddress, Order, OrderExtras, OrderPage } from '@schemas/orderModel';
import { entry, type CatalogEntry } from '../catalogEntry';
import { resourceEntry } from '../shell/resourceEntry';
import { cutoffMachine } from './cutoff.machine';
import { deliveryAddressChangeMachine } from './deliveryAddressChange.machine';
import {
  fixtureAddressRefused,
  fixtureChangedOrder,
  fixtureCutoffCampaigns,
  fixtureCutoffServerError,
  fixtureDetailOrder,
  fixtureEmptyPage,
  fixtureExtras,
  fixtureFirstPage,
  fixtureInProduction,
  fixtureLatestOrders,
  fixtureLatestOrdersServerError,
  fixtureLastPage,
  fixtureNoResponse,
  fixtureOrderNotFound,
  fixtureOrderServerError,
  fixtureOrdersServerError,
  fixtureProductFiles,
  fixtureProductFilesServerError,
  fixtureReorderServerError,
  fixtureShopUrl,
  fixtureVoucherServerError,
} from './fixtures';
import { latestOrdersMachine } from './latestOrders.machine';
import { orderDetailMachine } from './orderDetail.machine';
import { ordersListMachine, type FetchPageInput } from './ordersList.machine';
import { productFilesMachine } from './productFiles.machine';
import { reorderMachine } from './reorder.machine';

const ordersList = entry({
  id: 'ordersList',
  title: 'Orders list',
  description:
    'Loads every order of the customer for the orders page, in pages of 100, newest first. The first page shows as soon as it arrives and the following pages are appended while the customer reads; the page splits the orders into in progress and history. A failed first page shows an error with Try again; a failed later page keeps the orders shown and Try again goes on from where it stopped.',
  specSection: 'S0 §7 Orders, §9; DECISIONS 10, 11',
  machine: ordersListMachine,
  fixtures: {
    actors: { fetchPage: fromPromise<OrderPage, FetchPageInput>(async () => fixtureLastPage) },
    events: [
      { type: 'xstate.done.actor.fetchPage', output: fixtureFirstPage },
      { type: 'xstate.done.actor.fetchPage', output: fixtureLastPage },
      { type: 'xstate.done.actor.fetchPage', output: fixtureEmptyPage },
      { type: 'xstate.error.actor.fetchPage', error: fixtureOrdersServerError },
      { type: 'ordersList.retry' },
      { type: 'ordersList.reload' },
    ],
    input: undefined,
  },
});

const orderDetail = entry({
  id: 'orderDetail',
  title: 'Order detail',
  description:
    'Loads one order for its detail page, then its products’ voucher details (found or not found) and its delivery dates (or none known) beside it. An unknown order, or another account’s, is “Order not found”; any other failure shows the load error with Try again. A failure of the voucher details or delivery dates keeps the order shown and can be tried again. A changed delivery address replaces the order shown.',
  specSection: 'S0 §2 orderDetails, §3, §7 Orders, §8',
  machine: orderDetailMachine,
  fixtures: {
    actors: {
      loadOrder: fromPromise<Order, { orderCode: string }>(async () => fixtureDetailOrder),
      loadExtras: fromPromise<OrderExtras, { order: Order }>(async () => fixtureExtras),
    },
    events: [
      { type: 'xstate.done.actor.loadOrder', output: fixtureDetailOrder },
      { type: 'xstate.error.actor.loadOrder', error: fixtureOrderNotFound },
      { type: 'xstate.error.actor.loadOrder', error: fixtureOrderServerError },
      { type: 'xstate.done.actor.loadExtras', output: fixtureExtras },
      { type: 'xstate.error.actor.loadExtras', error: fixtureVoucherServerError },
      { type: 'orderDetail.retry' },
      { type: 'orderDetail.retryExtras' },
      { type: 'orderDetail.orderChanged', order: fixtureChangedOrder },
    ],
    input: { orderCode: 'SO-1' },
  },
});

const deliveryAddressChange = entry({
  id: 'deliveryAddressChange',
  title: 'Delivery address change',
  description:
    'Changes the delivery address of a Home-delivery order that is not in production yet. The customer opens the form, edits the address and sends it; it is checked with the address book’s rules first. A change the service accepts shows at once on the order. When no answer comes back the order is read back to see whether the change was made. A refusal keeps the typed address: a refused field can be corrected and sent again, while an order that went into production meanwhile (409) cannot be changed any more.',
  specSection: 'S0 §3, §4 Delivery address change, §7 Orders; DECISIONS 13',
  machine: deliveryAddressChangeMachine,
  fixtures: {
    actors: {
      changeAddress: fromPromise<Order, { orderCode: string; address: DeliveryAddress }>(async () => fixtureChangedOrder),
      readOrder: fromPromise<Order, { orderCode: string }>(async () => fixtureChangedOrder),
    },
    events: [
      { type: 'deliveryAddressChange.start' },
      { type: 'deliveryAddressChange.edit', field: 'street', value: 'Baker Street' },
      { type: 'deliveryAddressChange.edit', field: 'postalCode', value: 'not a postcode' },
      { type: 'deliveryAddressChange.blur', field: 'postalCode' },
      { type: 'deliveryAddressChange.submit' },
      { type: 'deliveryAddressChange.cancel' },
      { type: 'xstate.done.actor.changeAddress', output: fixtureChangedOrder },
      { type: 'xstate.error.actor.changeAddress', error: fixtureInProduction },
      { type: 'xstate.error.actor.changeAddress', error: fixtureAddressRefused },
      { type: 'xstate.error.actor.changeAddress', error: fixtureNoResponse },
      { type: 'xstate.done.actor.readOrder', output: fixtureDetailOrder },
      { type: 'xstate.error.actor.readOrder', error: fixtureOrderServerError },
    ],
    input: {
      orderCode: fixtureDetailOrder.orderCode,
      status: fixtureDetailOrder.status,
      deliveryType: 'Home',
      address: fixtureDetailOrder.deliveryAddress,
    },
    variants: [
      {
        name: 'in production',
        description: 'An order in production: the change is not offered.',
        input: { orderCode: 'SO-1', status: 'ProductionStarted', deliveryType: 'Home', address: fixtureDetailOrder.deliveryAddress },
      },
      {
        name: 'pickup point',
        description: 'A PickupPoint order: the change is not offered.',
        input: {
          orderCode: 'SO-1',
          status: 'Confirmed',
          deliveryType: 'PickupPoint',
          address: { ...fixtureDetailOrder.deliveryAddress, pickupPointName: 'The Corner Shop' },
        },
      },
    ],
  },
});

const reorder = entry({
  id: 'reorder',
  title: 'Reorder',
  description:
    'On an order’s detail page the service is asked whether the order can be ordered again, which enables the Reorder button. Reorder asks the service for the shop address with the order in the cart, and the browser goes there. A failed reorder shows an error and can be tried again; a failed check leaves the button disabled.',
  specSection: 'S0 §7 Orders (Reorder); DECISIONS 13',
  machine: reorderMachine,
  fixtures: {
    actors: {
      checkStatus: fromPromise<boolean, { orderCode: string }>(async () => true),
      requestReorder: fromPromise<{ shopUrl: string }, { orderCode: string }>(async () => ({ shopUrl: fixtureShopUrl })),
    },
    events: [
      { type: 'xstate.done.actor.checkStatus', output: true },
      { type: 'xstate.done.actor.checkStatus', output: false },
      { type: 'xstate.error.actor.checkStatus', error: fixtureOrderServerError },
      { type: 'reorder.start' },
      { type: 'xstate.done.actor.requestReorder', output: { shopUrl: fixtureShopUrl } },
      { type: 'xstate.error.actor.requestReorder', error: fixtureReorderServerError },
    ],
    input: { orderCode: 'SO-1' },
  },
});

const cutoff = resourceEntry({
  id: 'cutoff',
  title: 'Delivery cutoff campaigns',
  description:
    'Loads the delivery cutoff campaigns for the orders page’s banner: the article groups name their campaign, and each named campaign is read once. A failed load shows no banner, as the banner is a hint and not the page, and is reported.',
  specSection: 'S0 §7 Cutoff',
  machine: cutoffMachine,
  data: fixtureCutoffCampaigns,
  error: fixtureCutoffServerError,
});

const productFiles = resourceEntry({
  id: 'productFiles',
  title: 'Product PDFs of an order’s product',
  description:
    'Loads which PDFs one product of an order has, for the order page’s download buttons: a file meant as a product PDF means a product PDF exists, one meant as a map a map PDF. It is asked for as long as the order’s page shows the product.',
  specSection: 'S0 §7 Invoices and documents (GET /v1/Products/:code)',
  machine: productFilesMachine,
  data: fixtureProductFiles,
  error: fixtureProductFilesServerError,
});

const latestOrders = resourceEntry({
  id: 'latestOrders',
  title: 'Latest orders',
  description:
    'Loads the customer’s latest orders for the home overview: up to ten, each with its code, day, status and products. It needs the customer’s id from the customer record, and lives in the account scope, one load per customer, so that a sign-out or another account drops it. A failed load shows an error with Try again.',
  specSection: 'S0 §7, §9; DECISIONS 11',
  machine: latestOrdersMachine,
  data: fixtureLatestOrders,
  error: fixtureLatestOrdersServerError,
});

export const orderEntries: readonly CatalogEntry[] = [
  ordersList,
  orderDetail,
  deliveryAddressChange,
  reorder,
  cutoff,
  productFiles,
  latestOrders,
];

// The real actors of an order's detail page: the order with its voucher details and delivery dates,
// and the reorder, over the orders API from the services provider (the delivery address change's
// are in deliveryAddressChange.ts, with the form's code).
// Per screen (useFlowActor in the views); the page is keyed by the signed-in account, so an account
// change drops them with the page.
import { useMemo, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { orderDetailMachine } from '@machines/orders/orderDetail.machine';
import { reorderMachine } from '@machines/orders/reorder.machine';
import type { Order, OrderExtras, VoucherDetails } from '@schemas/orderModel';
import { ordersApi, type OrdersApi } from '@/api/orders';
import { useOptionalAccountScope } from '@/platform/accountScope/AccountScopeContext';
import { useApi } from '@/platform/services/ServicesContext';

/** The order's products' voucher details (by product code) and its delivery dates, asked together. */
export async function loadOrderExtras(api: OrdersApi, order: Order, signal?: AbortSignal): Promise<OrderExtras> {
  const withVoucher = order.products.flatMap((product) => (product.voucher ? [{ code: product.code, voucher: product.voucher }] : []));
  const [vouchers, deliveryDates] = await Promise.all([
    Promise.all(
      withVoucher.map(
        async ({ code, voucher }) => [code, await api.getVoucherDetails(voucher.voucherOptionCode, { signal })] as [string, VoucherDetails],
      ),
    ),
    api.getDeliveryDates(order.orderCode, { signal }),
  ]);
  return { vouchers: Object.fromEntries(vouchers), deliveryDates };
}

function useOrdersApi(): OrdersApi {
  return useApi(ordersApi);
}

export function useOrderDetailMachine() {
  const api = useOrdersApi();
  return useMemo(
    () =>
      orderDetailMachine.provide({
        actors: {
          loadOrder: fromPromise<Order, { orderCode: string }>(({ input, signal }) => api.getOrder(input.orderCode, { signal })),
          loadExtras: fromPromise<OrderExtras, { order: Order }>(({ input, signal }) => loadOrderExtras(api, input.order, signal)),
        },
      }),
    [api],
  );
}

export function useReorderMachine() {
  const api = useOrdersApi();
  return useMemo(
    () =>
      reorderMachine.provide({
        actors: {
          checkStatus: fromPromise<boolean, { orderCode: string }>(({ input, signal }) =>
            api.getReorderStatus(input.orderCode, { signal }),
          ),
          requestReorder: fromPromise<{ shopUrl: string }, { orderCode: string }>(({ input }) => api.reorder(input.orderCode)),
        },
      }),
    [api],
  );
}

const nobody = { subscribe: () => () => undefined, account: () => null };

/** The signed-in account (null when nobody is): the detail page is keyed by it. */
export function useSignedInAccount(): string | null {
  const scope = useOptionalAccountScope() ?? nobody;
  return useSyncExternalStore(scope.subscribe, scope.account);
}

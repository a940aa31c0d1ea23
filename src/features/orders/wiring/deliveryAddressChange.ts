// The real actors of an order's delivery address change, over the orders API from the services
// provider. Apart from the page's other wiring (orderDetail.ts): the change's machine checks the
// form with the address book's rules, whose phone numbers' metadata (libphonenumber-js, about
// 45 KB gzip) the page does not need before the customer changes the address
// (DeliveryAddressChange.tsx loads it once the page is drawn).
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { deliveryAddressChangeMachine } from '@machines/orders/deliveryAddressChange.machine';
import type { DeliveryAddress, Order } from '@schemas/orderModel';
import { ordersApi } from '@/api/orders';
import { useApi } from '@/platform/services/ServicesContext';

export function useDeliveryAddressChangeMachine() {
  const api = useApi(ordersApi);
  return useMemo(
    () =>
      deliveryAddressChangeMachine.provide({
        actors: {
          changeAddress: fromPromise<Order, { orderCode: string; address: DeliveryAddress }>(({ input }) =>
            api.changeDeliveryAddress(input.orderCode, input.address),
          ),
          readOrder: fromPromise<Order, { orderCode: string }>(({ input, signal }) => api.getOrder(input.orderCode, { signal })),
        },
      }),
    [api],
  );
}

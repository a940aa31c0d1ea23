// The APIs the widgets screens use, from the services provider: the widgets service, and the orders
// service for the customer's order codes (the list asks for the widgets of those orders).
import { ordersApi, type OrdersApi } from '@/api/orders';
import { widgetsApi, type WidgetsApi } from '@/api/widgets';
import { useApi } from '@/platform/services/ServicesContext';
import { SUPER_ORDERS_FETCH_LIMIT } from '@schemas/tunables';

export function useWidgetsApi(): WidgetsApi {
  return useApi(widgetsApi);
}

export function useOrdersApi(): OrdersApi {
  return useApi(ordersApi);
}

/** Every order code of the customer: GET /v2/superorders/me in pages of 100 (DECISIONS 11). */
export async function allOrderCodes(api: OrdersApi, signal?: AbortSignal): Promise<string[]> {
  const codes: string[] = [];
  for (let offset = 0; ; offset += SUPER_ORDERS_FETCH_LIMIT) {
    const page = await api.listOrdersPage({ offset, limit: SUPER_ORDERS_FETCH_LIMIT }, { signal });
    codes.push(...page.orders.map((order) => order.orderCode));
    if (page.orders.length === 0 || codes.length >= page.total) return codes;
  }
}

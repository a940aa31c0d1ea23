import { createOrdersApi } from '@/api/orders';
import type { MakeApi } from '@/platform/services/services';

/** The orders API over the services' orders client (base URL `config.services.orders`). */
export const ordersApiOf: MakeApi<'orders'> = ({ client }) => createOrdersApi(client('orders'));

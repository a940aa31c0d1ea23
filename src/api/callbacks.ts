// Customer service: the FTP integration's test callbacks (decisions in schemas/callbacks.ts).
// Loaded with the FTP instructions screen, not with the shell.
import { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface CallbacksApi {
  /** GET /customers/me/callback-deliveries: the signing secret and the last deliveries, newest first. */
  getDeliveries(options?: RequestOptions): Promise<CallbackDeliveries>;
  /** POST /customers/me/callback-deliveries: sends a signed sample to the saved URL; the delivery, whatever the receiver answered. */
  sendTestCallback(options?: RequestOptions): Promise<CallbackDelivery>;
}

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createCallbacksApi(client: ServiceClient): CallbacksApi {
  return {
    getDeliveries: (options) => client.get('customers/me/callback-deliveries', CallbackDeliveries, options),
    sendTestCallback: (options) => client.send('POST', 'customers/me/callback-deliveries', undefined, CallbackDelivery, options),
  };
}

/** The callbacks API, on the customer service (`config.services.customer`). */
export const callbacksApi = defineApi('callbacks', ({ client }) => createCallbacksApi(client('customer')));

// Customer service: the signed-in customer's payment methods (decisions in schemas/paymentMethods.ts).
// Loaded with the payment method screen, not with the shell.
import { PaymentMethods, PreferredPaymentMethod, type PaymentMethodCode } from '@schemas/paymentMethods';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface PaymentMethodsApi {
  /** GET /customers/me/payment-methods: the channel's methods, the preferred one and the stored card. */
  getPaymentMethods(options?: RequestOptions): Promise<PaymentMethods>;
  /** PUT /customers/me/payment-methods/preferred: 400 when the channel does not offer the method. */
  setPreferredPaymentMethod(code: PaymentMethodCode, options?: RequestOptions): Promise<PaymentMethods>;
}

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createPaymentMethodsApi(client: ServiceClient): PaymentMethodsApi {
  return {
    getPaymentMethods: (options) => client.get('customers/me/payment-methods', PaymentMethods, options),
    setPreferredPaymentMethod: (code, options) =>
      client.send('PUT', 'customers/me/payment-methods/preferred', PreferredPaymentMethod.parse({ code }), PaymentMethods, options),
  };
}

/** The payment methods API, on the customer service (`config.services.customer`). */
export const paymentMethodsApi = defineApi('paymentMethods', ({ client }) => createPaymentMethodsApi(client('customer')));

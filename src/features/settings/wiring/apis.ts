// The settings area's APIs over the services' customer client (base URL `config.services.customer`).
import { createCallbacksApi } from '@/api/callbacks';
import { createCustomerUpdateApi } from '@/api/customerUpdate';
import { createPaymentMethodsApi } from '@/api/paymentMethods';
import type { MakeApi } from '@/platform/services/services';

export const customerUpdateApiOf: MakeApi<'customerUpdate'> = ({ client }) => createCustomerUpdateApi(client('customer'));
export const paymentMethodsApiOf: MakeApi<'paymentMethods'> = ({ client }) => createPaymentMethodsApi(client('customer'));
export const callbacksApiOf: MakeApi<'callbacks'> = ({ client }) => createCallbacksApi(client('customer'));

// Fixtures of the settings machines: customer records as the API edge hands them over, payment
// methods, test callback deliveries, and the failures the customer service answers (shaped like
// the edge's HttpError; a failure with no status is one with no response at all).
import type { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import type { PaymentMethods } from '@schemas/paymentMethods';
import { fixtureHttpError } from '../account/fixtures';
import { customerRecord } from '../shell/fixtures/customer';

export const fixtureSettingsCustomer = customerRecord();
export const fixtureBusinessCustomer = customerRecord({
  id: 'acc_business',
  accountType: 'Business',
  companyName: 'Studio Lichtval B.V.',
  vatNumber: 'NL859123456B01',
  b2bStatus: 'New',
});
export const fixtureSavedCustomer = customerRecord({ firstName: 'Demi', lastName: 'Jansen', phoneNumber: '+31 6 12345678' });
export const fixtureNewsletterCustomer = customerRecord({ newsletter: true });
export const fixtureCallbackCustomer = customerRecord({
  ...fixtureBusinessCustomer,
  callbackUrl: 'https://hooks.example.com/orders',
  callbackFormat: 'xml',
});

const me = '/api/customer/customers/me';
export const fixtureCustomerRefused = fixtureHttpError('PATCH', me, 400);
export const fixtureCustomerServerError = fixtureHttpError('PATCH', me, 500);
export const fixturePutServerError = fixtureHttpError('PUT', me, 500);
/** a request with no response at all (no status) */
export const fixtureNoResponse = new Error('PATCH /api/customer/customers/me failed: no response');

export const fixturePaymentMethods: PaymentMethods = {
  available: ['ideal', 'card', 'paypal', 'klarna'],
  preferred: 'ideal',
  storedCard: { brand: 'visa', last4: '4242', expiryMonth: 8, expiryYear: 2028 },
};
export const fixtureChangedPaymentMethods: PaymentMethods = { ...fixturePaymentMethods, preferred: 'paypal' };
export const fixturePaymentMethodsServerError = fixtureHttpError('GET', `${me}/payment-methods`, 500);
export const fixturePreferredRefused = fixtureHttpError('PUT', `${me}/payment-methods/preferred`, 400);

export const fixtureDelivered: CallbackDelivery = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  sentAt: '2025-01-02T10:00:00.000Z',
  url: 'https://hooks.example.com/orders',
  format: 'xml',
  status: 204,
  error: null,
  durationMs: 87,
};
export const fixtureRefusedDelivery: CallbackDelivery = {
  ...fixtureDelivered,
  id: 'c0ffee00-0000-4000-8000-000000000002',
  status: null,
  error: 'connectionRefused',
  durationMs: 3,
};
export const fixtureDeliveries: CallbackDeliveries = {
  signingSecret: 'whsec_fixture0signing0secret0000',
  deliveries: [fixtureRefusedDelivery],
  testReceiverUrl: 'http://localhost:8080/__sandbox/callback-receiver/fixture',
};
export const fixtureDeliveriesServerError = fixtureHttpError('GET', `${me}/callback-deliveries`, 500);
export const fixtureSendServerError = fixtureHttpError('POST', `${me}/callback-deliveries`, 502);

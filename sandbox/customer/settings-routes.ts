import type { FastifyInstance } from 'fastify';
import { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import type { Customer } from '@schemas/customer';
import { PaymentMethods, PreferredPaymentMethod } from '@schemas/paymentMethods';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, sendValid } from '../http/validation';
import { ownListener, type CallbackSettings } from './callback-network';
import { listDeliveries, sendTestCallback, signingSecretOf } from './callbacks';
import { tooManyRequests } from '../mail/limits';
import { findCustomer } from './customers';
import { findPaymentMethods, setPreferredPaymentMethod } from './payment-methods';

const customerNotFound = { message: 'Customer not found' };

interface Refusal {
  status: number;
  body: { message: string };
}

/**
 * Customer service routes beyond the spec's list (decisions in schemas/paymentMethods.ts and
 * schemas/callbacks.ts), mounted under /api/customer beside ./routes.ts: the payment methods, and
 * the FTP integration's test callbacks (business accounts only: 403 for a consumer; at most
 * CALLBACK_TEST_LIMIT per account, then 429 with Retry-After; only to public addresses, and to the
 * sandbox's own receiver only with the test switch: ./callback-network.ts). Like every customer
 * route they work on the token's own account only: no id of another account can be named.
 */
export async function customerSettingsRoutes(app: FastifyInstance, options: { db: Db; callbacks: CallbackSettings }): Promise<void> {
  const { db, callbacks } = options;
  app.addHook('preHandler', app.authenticate);

  app.get('/customers/me/payment-methods', async (request, reply) => {
    const methods = await findPaymentMethods(db, accountIdOf(request));
    if (!methods) return reply.code(404).send(customerNotFound);
    return sendValid(reply, PaymentMethods, methods);
  });

  app.put('/customers/me/payment-methods/preferred', async (request, reply) => {
    const input = parseOrReject(reply, PreferredPaymentMethod, request.body);
    if (!input) return reply;
    const accountId = accountIdOf(request);
    const methods = await findPaymentMethods(db, accountId);
    if (!methods) return reply.code(404).send(customerNotFound);
    if (!methods.available.includes(input.code)) {
      return reply.code(400).send({ message: `code: ${input.code} is not offered on this channel` });
    }
    await setPreferredPaymentMethod(db, accountId, input.code);
    return sendValid(reply, PaymentMethods, { ...methods, preferred: input.code });
  });

  /** The business account's customer record, or why not (404 without one, 403 for a consumer). */
  const businessCustomer = async (accountId: string): Promise<{ customer: Customer } | { refusal: Refusal }> => {
    const customer = await findCustomer(db, accountId);
    if (!customer) return { refusal: { status: 404, body: customerNotFound } };
    if (customer.accountType !== 'Business')
      return { refusal: { status: 403, body: { message: 'Callbacks are for business accounts only' } } };
    return { customer };
  };

  app.get('/customers/me/callback-deliveries', async (request, reply) => {
    const accountId = accountIdOf(request);
    const found = await businessCustomer(accountId);
    if ('refusal' in found) return reply.code(found.refusal.status).send(found.refusal.body);
    const [signingSecret, deliveries] = await Promise.all([signingSecretOf(db, accountId), listDeliveries(db, accountId)]);
    // the sandbox's own receiver on the origin the request came to, one name per account; offered
    // only with the test switch, without which it cannot be a callback URL
    const testReceiverUrl = callbacks.allowOwnReceiver
      ? `${request.protocol}://${request.host}/__sandbox/callback-receiver/${accountId.slice(0, 8)}`
      : null;
    return sendValid(reply, CallbackDeliveries, { signingSecret, deliveries, testReceiverUrl });
  });

  // Sends the test callback to the saved URL in the saved format; a body is not expected (any is ignored).
  app.post('/customers/me/callback-deliveries', async (request, reply) => {
    const accountId = accountIdOf(request);
    const found = await businessCustomer(accountId);
    if ('refusal' in found) return reply.code(found.refusal.status).send(found.refusal.body);
    const { callbackUrl, callbackFormat } = found.customer;
    if (!callbackUrl) return reply.code(400).send({ message: 'callbackUrl: Save a callback URL first' });
    const result = await sendTestCallback(
      db,
      { accountId, url: callbackUrl, format: callbackFormat ?? 'json' },
      callbacks,
      ownListener(app.server.address()),
    );
    if ('waitMs' in result) return tooManyRequests(reply, result.waitMs);
    return sendValid(reply, CallbackDelivery, result.delivery, 201);
  });
}

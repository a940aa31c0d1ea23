import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Customer } from '@schemas/customer';
import { CustomerPatch, CustomerUpdate } from '@schemas/customerUpdate';
import { Address, AddressInput, AddressList } from '@schemas/address';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { deleteAddress, insertAddress, listAddresses, replaceAddress } from './addresses';
import { callbackUrlProblem, ownListener, type CallbackSettings } from './callback-network';
import { findCustomer, updateCustomer } from './customers';

const customerNotFound = { message: 'Customer not found' };
const addressNotFound = { message: 'Address not found' };
const AddressParams = z.object({ id: pathSegment });

/**
 * Customer service (spec S0 §7), mounted under /api/customer. Every route needs a bearer token and
 * works on the token's own account (`sub`): there is no way to name another customer. A callback
 * URL is saved only when it may be sent to (./callback-network.ts): a public host, or the
 * sandbox's own receiver under the test switch; else 400 on the field.
 */
export async function customerRoutes(app: FastifyInstance, options: { db: Db; callbacks: CallbackSettings; port: number }): Promise<void> {
  const { db, callbacks } = options;
  app.addHook('preHandler', app.authenticate);

  /** The 400 body for a callback URL that may not be saved, or null. */
  const callbackUrlRefusal = (callbackUrl: string | null | undefined) => {
    if (typeof callbackUrl !== 'string') return null;
    const ownPort = ownListener(app.server.address())?.port ?? options.port;
    const problem = callbackUrlProblem(callbackUrl, callbacks, ownPort);
    return problem === null ? null : { message: `callbackUrl: ${problem}` };
  };

  app.get('/customers/me', async (request, reply) => {
    const customer = await findCustomer(db, accountIdOf(request));
    if (!customer) return reply.code(404).send(customerNotFound);
    return sendValid(reply, Customer, customer);
  });

  app.put('/customers/me', async (request, reply) => {
    const update = parseOrReject(reply, CustomerUpdate, request.body);
    if (!update) return reply;
    const refusal = callbackUrlRefusal(update.callbackUrl);
    if (refusal) return reply.code(400).send(refusal);
    const customer = await updateCustomer(db, accountIdOf(request), update);
    if (!customer) return reply.code(404).send(customerNotFound);
    return sendValid(reply, Customer, customer);
  });

  app.patch('/customers/me', async (request, reply) => {
    const patch = parseOrReject(reply, CustomerPatch, request.body);
    if (!patch) return reply;
    const refusal = callbackUrlRefusal(patch.callbackUrl);
    if (refusal) return reply.code(400).send(refusal);
    const customer = await updateCustomer(db, accountIdOf(request), patch);
    if (!customer) return reply.code(404).send(customerNotFound);
    return sendValid(reply, Customer, customer);
  });

  app.get('/customers/me/addresses', async (request, reply) => {
    const items = await listAddresses(db, accountIdOf(request));
    return sendValid(reply, AddressList, { items });
  });

  app.post('/customers/me/addresses', async (request, reply) => {
    const input = parseOrReject(reply, AddressInput, request.body);
    if (!input) return reply;
    const address = await insertAddress(db, accountIdOf(request), input);
    return sendValid(reply, Address, address, 201);
  });

  app.put('/customers/me/addresses/:id', async (request, reply) => {
    const params = parseOrReject(reply, AddressParams, request.params);
    if (!params) return reply;
    const input = parseOrReject(reply, AddressInput, request.body);
    if (!input) return reply;
    const address = await replaceAddress(db, accountIdOf(request), params.id, input);
    if (!address) return reply.code(404).send(addressNotFound);
    return sendValid(reply, Address, address);
  });

  app.delete('/customers/me/addresses/:id', async (request, reply) => {
    const params = parseOrReject(reply, AddressParams, request.params);
    if (!params) return reply;
    const deleted = await deleteAddress(db, accountIdOf(request), params.id);
    if (!deleted) return reply.code(404).send(addressNotFound);
    return reply.code(204).send();
  });
}

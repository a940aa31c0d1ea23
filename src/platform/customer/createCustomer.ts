// The signed-in customer as a resource actor, a part of the account scope: it starts and loads when
// an account signs in, and stops with the account (src/platform/accountScope). A 404 from GET /customers/me means the account no longer exists
// (spec S0 §3): the auth actor gets auth.customerNotFound (flag accountDeleted, sign out to
// /account-deleted); the resource ends Failed either way.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { createResourceMachine } from '@machines/shell/resource.machine';
import type { Customer } from '@schemas/customer';
import { customerApi, type CustomerApi } from '@/api/customer';
import { isHttpError } from '@/api/http';
import { accountPart } from '../accountScope/accountScope';
import type { AuthActor } from '../auth/createAuth';
import { inspect } from '../inspection/inspect';

export const customerMachine = createResourceMachine<Customer, 'resource'>('resource');
export type CustomerActor = ActorRefFrom<typeof customerMachine>;

export interface CustomerResource {
  actor: CustomerActor;
  /** stops the resource actor */
  stop(): void;
}

export function createCustomer({ auth, api }: { auth: AuthActor; api: Pick<CustomerApi, 'getCustomer'> }): CustomerResource {
  const machine = customerMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }) => {
        try {
          return await api.getCustomer({ signal });
        } catch (error) {
          if (isHttpError(error, 404)) auth.send({ type: 'auth.customerNotFound' });
          throw error;
        }
      }),
    },
  });
  const actor = createActor(machine, { id: 'customer', inspect }).start();
  return { actor, stop: () => actor.stop() };
}

/** The signed-in account's customer record, loading from the moment the account signs in. */
export const customerPart = accountPart('customer', ({ auth, services }) => {
  const customer = createCustomer({ auth, api: services.api(customerApi) });
  customer.actor.send({ type: 'resource.load' });
  return customer;
});

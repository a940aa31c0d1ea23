// The signed-in customer as a resource actor, created once outside React. It loads as soon as the
// auth actor is authenticated. A 404 from GET /customers/me means the account no longer exists
// (spec S0 §3): the auth actor gets customer.notFound (flag accountDeleted, sign out to
// /account-deleted); the resource ends Failed either way.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { createResourceMachine } from '@machines/shell/resource.machine';
import type { Customer } from '@schemas/customer';
import { createCustomerApi, type CustomerApi } from '@/api/customer';
import { isHttpError } from '@/api/http';
import type { AuthActor } from '../auth/createAuth';
import { inspect } from '../inspect';
import type { MakeApi } from '../services/services';

export const customerMachine = createResourceMachine<Customer>();
export type CustomerActor = ActorRefFrom<typeof customerMachine>;

/** The customer API over the services' customer client. */
export const customerApiOf: MakeApi<'customer'> = ({ client }) => createCustomerApi(client('customer'));

export interface CustomerResource {
  actor: CustomerActor;
  /** stops following the auth actor and stops the resource actor */
  stop(): void;
}

export function createCustomer({ auth, api }: { auth: AuthActor; api: Pick<CustomerApi, 'getCustomer'> }): CustomerResource {
  const machine = customerMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }) => {
        try {
          return await api.getCustomer({ signal });
        } catch (error) {
          if (isHttpError(error, 404)) auth.send({ type: 'customer.notFound' });
          throw error;
        }
      }),
    },
  });
  const actor = createActor(machine, { id: 'customer', inspect }).start();
  const loadWhenSignedIn = () => {
    if (auth.getSnapshot().matches('authenticated') && actor.getSnapshot().matches('NotRequested')) actor.send({ type: 'resource.load' });
  };
  const subscription = auth.subscribe(loadWhenSignedIn);
  loadWhenSignedIn();
  return {
    actor,
    stop() {
      subscription.unsubscribe();
      actor.stop();
    },
  };
}

// React side of the customer resource: <CustomerProvider customer={actor}> and useCustomer().
import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { RequestState } from '@schemas/common';
import type { Customer } from '@schemas/customer';
import type { CustomerActor } from './createCustomer';

export interface UseCustomer {
  requestState: RequestState;
  customer: Customer | null;
  error: string | null;
  /** i18n key of the failure's text when the error model names one ('Request failure') */
  errorKey?: string | null;
  reload(): void;
}

const CustomerActorContext = createContext<CustomerActor | null>(null);

export function CustomerProvider({ customer, children }: { customer: CustomerActor; children?: ReactNode }) {
  return <CustomerActorContext.Provider value={customer}>{children}</CustomerActorContext.Provider>;
}

export function useCustomer(): UseCustomer {
  const actor = useContext(CustomerActorContext);
  if (!actor) throw new Error('useCustomer must be used inside <CustomerProvider>');
  const requestState = useSelector(actor, (snapshot): RequestState => snapshot.value);
  const customer = useSelector(actor, (snapshot) => snapshot.context.data);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey ?? null);
  const reload = useCallback(() => {
    actor.send({ type: actor.getSnapshot().matches('NotRequested') ? 'resource.load' : 'resource.reload' });
  }, [actor]);
  return useMemo(() => ({ requestState, customer, error, errorKey, reload }), [requestState, customer, error, errorKey, reload]);
}

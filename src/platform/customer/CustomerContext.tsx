// React side of the customer resource: useCustomer(), the signed-in account's customer record from
// the account scope (NotRequested while nobody is signed in).
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { RequestState } from '@schemas/common';
import type { Customer } from '@schemas/customer';
import { useAccountPart } from '../accountScope/AccountScopeContext';
import { customerPart } from './createCustomer';

export interface UseCustomer {
  requestState: RequestState;
  customer: Customer | null;
  error: string | null;
  /** i18n key of the failure's text when the error model names one ('Request failure') */
  errorKey?: string | null;
  reload(): void;
}

export function useCustomer(): UseCustomer {
  const actor = useAccountPart(customerPart)?.actor;
  const requestState = useSelector(actor, (snapshot): RequestState => snapshot?.value ?? 'NotRequested');
  const customer = useSelector(actor, (snapshot) => snapshot?.context.data ?? null);
  const error = useSelector(actor, (snapshot) => snapshot?.context.error ?? null);
  const errorKey = useSelector(actor, (snapshot) => snapshot?.context.errorKey ?? null);
  const reload = useCallback(() => {
    actor?.send({ type: actor.getSnapshot().matches('NotRequested') ? 'resource.load' : 'resource.reload' });
  }, [actor]);
  return useMemo(() => ({ requestState, customer, error, errorKey, reload }), [requestState, customer, error, errorKey, reload]);
}

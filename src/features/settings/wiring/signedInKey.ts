import { useSyncExternalStore } from 'react';
import { useOptionalAccountScope } from '@/platform/accountScope/AccountScopeContext';

const nobody = { subscribe: () => () => undefined, account: () => null };

/** The signed-in account as a React key: a screen keyed by it starts again from nothing for another account. */
export function useSignedInKey(): string {
  const scope = useOptionalAccountScope() ?? nobody;
  return useSyncExternalStore(scope.subscribe, scope.account) ?? 'nobody';
}

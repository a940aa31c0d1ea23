// React side of the account scope: <AccountScopeProvider scope={…}> around the app (bootstrap), and
// useAccountPart(part) for the wiring: the part of the signed-in account, null when nobody is.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AccountPart, AccountScope, Stoppable } from './accountScope';

const AccountScopeContext = createContext<AccountScope | null>(null);

export function AccountScopeProvider({ scope, children }: { scope: AccountScope; children?: ReactNode }) {
  return <AccountScopeContext.Provider value={scope}>{children}</AccountScopeContext.Provider>;
}

/** The scope, or null outside <AccountScopeProvider> (views that run on a provided stand-in). */
export function useOptionalAccountScope(): AccountScope | null {
  return useContext(AccountScopeContext);
}

const noScope = {
  subscribe: () => () => undefined,
  account: () => null,
};

/**
 * The signed-in account's part (started on first use); null when nobody is signed in, there is no
 * scope, or no part is asked for (`null`: a view that is given its data another way starts nothing).
 */
export function useAccountPart<T extends Stoppable>(part: AccountPart<T> | null): T | null {
  const scope = useOptionalAccountScope();
  const account = useSyncExternalStore((scope ?? noScope).subscribe, (scope ?? noScope).account);
  return useMemo(() => (scope && part && account !== null ? scope.get(part) : null), [scope, part, account]);
}

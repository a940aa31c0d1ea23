// React side of the auth actor: <AuthProvider auth={actor}> and useAuth(). The shell codes against
// exactly this API.
import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { isBusinessUser, type TokenClaims } from '@schemas/session';
import type { AuthActor } from './createAuth';

export type AuthStatus = 'pending' | 'signedOut' | 'signingIn' | 'authenticated' | 'signingOut';

export interface UseAuth {
  status: AuthStatus;
  claims: TokenClaims | null;
  isBusiness: boolean;
  accountDeleted: boolean;
  signIn(returnTo: string): void;
  signOut(options?: { returnTo?: string }): void;
}

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

/** initial, restoring, redeemingCode and signInFailed are 'pending'; leaving is still 'signingOut'. */
export function authStatusOf(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('signingOut') || snapshot.matches('leaving')) return 'signingOut';
  return 'pending';
}

const AuthActorContext = createContext<AuthActor | null>(null);

export function AuthProvider({ auth, children }: { auth: AuthActor; children?: ReactNode }) {
  return <AuthActorContext.Provider value={auth}>{children}</AuthActorContext.Provider>;
}

/** The auth actor itself, for wiring that needs to send events (auth.customerNotFound). */
export function useAuthActor(): AuthActor {
  const auth = useContext(AuthActorContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The auth actor, or null outside <AuthProvider> (views that can also run on a provided stand-in). */
export function useOptionalAuthActor(): AuthActor | null {
  return useContext(AuthActorContext);
}

export function useAuth(): UseAuth {
  const auth = useAuthActor();
  const status = useSelector(auth, authStatusOf);
  const claims = useSelector(auth, (snapshot) => snapshot.context.claims);
  const accountDeleted = useSelector(auth, (snapshot) => snapshot.context.accountDeleted);
  const signIn = useCallback((returnTo: string) => auth.send({ type: 'auth.signIn', returnTo }), [auth]);
  const signOut = useCallback(
    (options?: { returnTo?: string }) =>
      auth.send({ type: 'auth.signOut', ...(options?.returnTo === undefined ? {} : { returnTo: options.returnTo }) }),
    [auth],
  );
  return useMemo(
    () => ({ status, claims, isBusiness: claims ? isBusinessUser(claims) : false, accountDeleted, signIn, signOut }),
    [status, claims, accountDeleted, signIn, signOut],
  );
}

// The auth service as the account flows (src/features/account) and the settings page's account
// deletion (src/features/settings) call it: its API from the app's services, and the identity its
// paths name (idp_type and idp_sub of the signed-in token's claims).
import { useMemo } from 'react';
import { authApi, type AuthApi, type Identity } from '@/api/auth';
import { useAuth } from '@/platform/auth/AuthContext';
import { useApi } from '@/platform/services/ServicesContext';

export function useAuthApi(): AuthApi {
  return useApi(authApi);
}

/** The identity the auth service's paths name, or null when nobody is signed in. */
export function useIdentity(): Identity | null {
  const { claims } = useAuth();
  return useMemo(() => (claims ? { idpType: claims.idp_type, idpSub: claims.idp_sub } : null), [claims]);
}

export function requireIdentity(identity: Identity | null): Identity {
  if (!identity) throw new Error('Not signed in: no identity for the auth service');
  return identity;
}

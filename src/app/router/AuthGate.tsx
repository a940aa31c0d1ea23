import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '@/platform/auth/AuthContext';
import { SessionLoader } from './SessionLoader';

/**
 * The authentication gate of the `authenticated` routes (S0 §2, §6): renders its child routes only
 * once signed in. Until then a loader ("Signing you in…"); when signed out it starts the sign-in
 * once, coming back to the current path and query. `frame="page"` draws the loader as a whole page
 * (the shell and preview layouts are not drawn yet); `frame="none"` inside the standalone layout.
 */
export function AuthGate({ frame }: { frame: 'page' | 'none' }) {
  const { status, signIn } = useAuth();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const signInRequested = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') signInRequested.current = false;
    if (status !== 'signedOut' || signInRequested.current) return;
    signInRequested.current = true;
    signIn(`${pathname}${search}`);
  }, [status, signIn, pathname, search]);

  if (status === 'authenticated') return <Outlet />;
  return <SessionLoader frame={frame} label={t(status === 'signingOut' ? 'app.signingOut' : 'app.signingIn')} />;
}

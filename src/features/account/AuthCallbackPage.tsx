import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth, useAuthActor } from '@/platform/auth/AuthContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';

/**
 * /auth/callback, where the identity provider comes back: the auth actor reads the code from the
 * URL, redeems it and moves on to where the sign-in started. This page only shows progress. When
 * the actor has nowhere to move on to, it goes to `/` (without this URL's query: code and state are
 * spent): signed out here, or signed in by a restored session after a sign-in error that came
 * without a state parameter (the actor only leaves this URL itself after redeeming a code, or
 * resets to `/` when the state was in it).
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const hadCode = useSelector(useAuthActor(), (snapshot) => snapshot.context.callback !== null && 'code' in snapshot.context.callback);
  const title = usePageTitle();
  if (status === 'signedOut' || (status === 'authenticated' && !hadCode)) return <Navigate to="/" replace />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Loader label={t('app.signingIn')} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '@/app/auth/AuthContext';
import { usePageTitle } from '@/app/title/usePageTitle';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';

/**
 * /auth/callback, where the identity provider comes back: the auth actor reads the code from the
 * URL, redeems it and moves on to where the sign-in started. This page only shows progress; if the
 * actor ends up signed out here, it goes to `/` (without this URL's query: code and state are spent).
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const title = usePageTitle();
  if (status === 'signedOut') return <Navigate to="/" replace />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Loader label={t('app.signingIn')} />
    </>
  );
}

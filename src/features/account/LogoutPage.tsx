import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';

/** /logout (S0 §2): signs the customer out (once; the auth actor then leaves the app). */
export function LogoutPage() {
  const { t } = useTranslation();
  const { status, signOut } = useAuth();
  const requested = useRef(false);
  useEffect(() => {
    if (status !== 'authenticated' || requested.current) return;
    requested.current = true;
    signOut();
  }, [status, signOut]);
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <Loader label={t('app.signingOut')} />
    </>
  );
}

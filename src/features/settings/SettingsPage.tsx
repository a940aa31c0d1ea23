import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/AuthContext';
import { Link } from '@/app/navigation/Link';
import { routePath } from '@/app/routes';
import { usePageTitle } from '@/app/title/usePageTitle';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import { AddressesSection } from './addresses/AddressesSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import styles from './SettingsPage.module.scss';

/**
 * settings and settingsB2b (S0 §2): the e-mail address with the way to change it, and account
 * deletion. The spec does not show the other settings forms, so this page has none of them.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { claims, isBusiness } = useAuth();
  const emailId = useId();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <Card as="section" aria-labelledby={emailId} className={styles.section}>
        <h2 id={emailId}>{t('account.settings.emailTitle')}</h2>
        {claims ? <p>{claims.email}</p> : null}
        <Link to={routePath(isBusiness ? 'changeEmailB2b' : 'changeEmail')} className={buttonClass('secondary')}>
          {t('account.settings.changeEmail')}
        </Link>
      </Card>
      <AddressesSection />
      <DeleteAccountSection />
    </>
  );
}

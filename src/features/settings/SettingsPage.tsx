import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { AddressesSection } from './addresses/AddressesSection';
import { BusinessDetailsSection } from './b2b/BusinessDetailsSection';
import { CustomerGate } from './CustomerGate';
import { DeleteAccountSection } from './DeleteAccountSection';
import { NewsletterSection } from './newsletter/NewsletterSection';
import { PaymentMethodSection } from './payment-method/PaymentMethodSection';
import { PersonalDetailsSection } from './personal-details/PersonalDetailsSection';
import styles from './SettingsPage.module.scss';

/**
 * settings and settingsB2b (S0 §2): a business account's company details first (the status
 * banner's "complete your details" leads here), then personal details, the e-mail address, the
 * address book, the payment method, the newsletter and account deletion. The sections that show
 * the customer record wait for it; when it fails to load the page says "An error occurred loading
 * your settings" with Try again, and keeps the sections that do not need it (e-mail, deletion).
 * Until the record is there the page shows only its loader: the sections drawn before it would be
 * pushed down by the taller personal details above them, under the customer's finger.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { claims, isBusiness } = useAuth();
  const { customer, requestState, reload } = useCustomer();
  const emailId = useId();
  const title = usePageTitle();
  if (!customer && requestState !== 'Failed') {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <Loader label={t('settings.loading')} />
      </>
    );
  }
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <CustomerGate>
        {(customer) => (
          <>
            {isBusiness ? <BusinessDetailsSection customer={customer} /> : null}
            <PersonalDetailsSection customer={customer} />
          </>
        )}
      </CustomerGate>
      <Card as="section" aria-labelledby={emailId} className={styles.section}>
        <h2 id={emailId}>{t('account.settings.emailTitle')}</h2>
        {claims ? <p>{claims.email}</p> : null}
        <Link to={routePath(isBusiness ? 'changeEmailB2b' : 'changeEmail')} className={buttonClass('secondary')}>
          {t('account.settings.changeEmail')}
        </Link>
      </Card>
      <AddressesSection />
      <PaymentMethodSection />
      {customer && requestState !== 'Failed' ? <NewsletterSection key={customer.id} customer={customer} onSaved={reload} /> : null}
      <DeleteAccountSection />
    </>
  );
}

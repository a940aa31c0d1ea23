import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import { CustomerGate } from '../CustomerGate';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import styles from '../SettingsPage.module.scss';

/**
 * personalDetails (S0 §2): the customer's name and phone number (and a business account's company
 * details), saved with PATCH /customers/me. The form is keyed by the account so that another
 * account starts from its own record; the shell's customer record is loaded again after a save.
 */
export function PersonalDetailsPage() {
  const { t } = useTranslation();
  const { reload } = useCustomer();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <CustomerGate>
        {(customer) => (
          <Card className={styles.section}>
            <p className={styles.hint}>{t('settings.personalDetails.intro')}</p>
            <PersonalDetailsForm key={customer.id} customer={customer} onSaved={reload} />
          </Card>
        )}
      </CustomerGate>
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@schemas/customer';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';

/**
 * What the settings screens show until the signed-in customer's record (the account scope's) is
 * there: a loader, or "An error occurred loading your settings" (S0 §8) with Try again, which loads
 * it again. A record that failed to reload counts as failed: the page must not edit a stale one.
 */
export function CustomerGate({ children }: { children: (customer: Customer) => ReactNode }) {
  const { t } = useTranslation();
  const { requestState, customer, reload } = useCustomer();
  if (requestState === 'Failed') {
    return (
      <RetryAlert retryLabel={t('settings.tryAgain')} onRetry={reload}>
        <p>{t('settings.loadError')}</p>
      </RetryAlert>
    );
  }
  if (!customer) return <Loader label={t('settings.loading')} />;
  return children(customer);
}

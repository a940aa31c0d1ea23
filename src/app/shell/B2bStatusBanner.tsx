import { useTranslation } from 'react-i18next';
import type { B2bStatus } from '@schemas/customer';
import { Alert } from '@/ui/Alert';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import styles from './B2bStatusBanner.module.scss';

/**
 * The business account-status banner (S0 §6): Default → complete the company details (warning,
 * polite), New → "Pending account validation" (information, polite), Blocked → "Blocked account,
 * please contact customer care." (error, role="alert").
 */
export function B2bStatusBanner({ status, customerCareUrl }: { status: B2bStatus; customerCareUrl: string | null }) {
  const { t } = useTranslation();
  switch (status) {
    case 'Default':
      return (
        <Alert tone="warning" role="status" className={styles.banner}>
          <p>
            {t('b2b.default')} <Link to={routePath('settingsB2b')}>{t('b2b.defaultLink')}</Link>
          </p>
        </Alert>
      );
    case 'New':
      return (
        <Alert tone="info" role="status" className={styles.banner}>
          <p>{t('b2b.new')}</p>
        </Alert>
      );
    case 'Blocked':
      return (
        <Alert tone="error" role="alert" className={styles.banner}>
          <p>
            {t('b2b.blocked')}
            {customerCareUrl ? (
              <>
                {' '}
                <a href={customerCareUrl}>{t('errors.contactCustomerCare')}</a>
              </>
            ) : null}
          </p>
        </Alert>
      );
  }
}

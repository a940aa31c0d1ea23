import { useTranslation } from 'react-i18next';
import type { Customer } from '@schemas/customer';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import { buttonClass } from '@/ui/buttonClass';
import { SettingsSection } from '../SettingsSection';
import styles from '../SettingsPage.module.scss';

/**
 * The business settings' company details (S0 §6): company name, VAT number and the account's
 * status, with the way to complete or change them (the personal details form holds the company
 * fields for a business account). The status banner's "complete your details" leads here.
 */
export function BusinessDetailsSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.business.title')}>
      {customer.b2bStatus === 'Default' ? <p>{t('settings.business.incomplete')}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('settings.personalDetails.fields.companyName')}</dt>
        <dd>{customer.companyName ?? t('settings.notGiven')}</dd>
        <dt>{t('settings.personalDetails.fields.vatNumber')}</dt>
        <dd>{customer.vatNumber ?? t('settings.notGiven')}</dd>
        {customer.b2bStatus ? (
          <>
            <dt>{t('settings.business.status')}</dt>
            <dd>{t(`settings.business.statuses.${customer.b2bStatus}`)}</dd>
          </>
        ) : null}
      </dl>
      <Link to={routePath('personalDetails')} className={buttonClass(customer.b2bStatus === 'Default' ? 'primary' : 'secondary')}>
        {t(customer.b2bStatus === 'Default' ? 'settings.business.complete' : 'settings.business.change')}
      </Link>
    </SettingsSection>
  );
}

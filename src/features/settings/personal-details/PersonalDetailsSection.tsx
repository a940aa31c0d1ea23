import { useTranslation } from 'react-i18next';
import type { Customer } from '@schemas/customer';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import { buttonClass } from '@/ui/buttonClass';
import { SettingsSection } from '../SettingsSection';
import styles from '../SettingsPage.module.scss';

/** The settings page's personal details: name and phone number, and the way to change them. */
export function PersonalDetailsSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.personalDetails.title')}>
      <dl className={styles.facts}>
        <dt>{t('settings.personalDetails.name')}</dt>
        <dd>{`${customer.firstName} ${customer.lastName}`}</dd>
        <dt>{t('settings.personalDetails.fields.phoneNumber')}</dt>
        <dd>{customer.phoneNumber ?? t('settings.notGiven')}</dd>
      </dl>
      <Link to={routePath('personalDetails')} className={buttonClass('secondary')}>
        {t('settings.personalDetails.change')}
      </Link>
    </SettingsSection>
  );
}

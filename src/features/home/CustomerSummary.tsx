import { useTranslation } from 'react-i18next';
import styles from './HomePage.module.scss';

/** "Hello, Anna" and the account's e-mail address. */
export function CustomerSummary({ firstName, email }: { firstName: string; email: string }) {
  const { t } = useTranslation();
  const name = firstName.trim();
  return (
    <>
      <p className={styles.greeting}>{name ? t('home.greeting', { firstName: name }) : t('home.greetingNoName')}</p>
      <p className={styles.email}>{t('home.email', { email })}</p>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './StaticMessagePage.module.scss';

/**
 * A page that stands alone, for when the app itself cannot start (browser storage blocked, start-up
 * failure): a title-less main landmark with one heading. Needs only an i18next instance.
 */
export function StaticMessagePage({ messageKey }: { messageKey: 'errors.storageBlocked' | 'errors.generic' }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.message}>{t(messageKey)}</h1>
      </div>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { Loader } from '@/ui/Loader';
import styles from './SessionLoader.module.scss';

/** What shows while the first route's code loads. */
export function AppLoader() {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.page}>
      <Loader label={t('app.loading')} />
    </main>
  );
}

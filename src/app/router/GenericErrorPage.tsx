import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import styles from './GenericErrorPage.module.scss';

/**
 * The generic error page (S0 §8): shown by the route error boundary and the top-level React error
 * boundary. A plain link (a full page load, keeping the query), as the router may be what failed.
 */
export function GenericErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <Card>
        <PageTitle>{t('errors.genericTitle')}</PageTitle>
        <p role="alert">{t('errors.generic')}</p>
        <p>
          <a href={`/${window.location.search}`}>{t('errors.backToAccount')}</a>
        </p>
      </Card>
    </main>
  );
}

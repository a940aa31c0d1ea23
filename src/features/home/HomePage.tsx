import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import { useMenuEntries } from '@/platform/routing/useMenuEntries';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { RetryAlert } from '@/ui/RetryAlert';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { CustomerSummary } from './CustomerSummary';
import { HomeOffer } from './HomeOffer';
import { LatestOrders } from './LatestOrders';
import styles from './HomePage.module.scss';

/**
 * Home (overview/profile): a greeting with the customer's first name and e-mail beside the latest
 * orders, then links to the areas of the account (the side menu's entries). On small screens the shell shows the menu here
 * instead (DECISIONS 14).
 */
export function HomePage() {
  const { t } = useTranslation();
  const { requestState, customer, errorKey, reload } = useCustomer();
  const areas = useMenuEntries().filter((entry) => entry.kind === 'route' && entry.key !== 'home');
  const areasId = useId();

  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      {/* the profile (and an ab-test offer under it), with the latest orders beside it */}
      <div className={styles.overview}>
        <div className={styles.profileColumn}>
          {requestState === 'Failed' ? (
            <RetryAlert retryLabel={t('home.retry')} onRetry={reload}>
              {/* a fetch with no response at all: 'Request failure' (DECISIONS 27) */}
              <p>{errorKey ? t(errorKey) : t('home.loadError')}</p>
            </RetryAlert>
          ) : requestState === 'Finished' && customer ? (
            <Card>
              <CustomerSummary firstName={customer.firstName} email={customer.email} />
            </Card>
          ) : (
            <Loader label={t('home.loading')} />
          )}
          <HomeOffer />
        </div>
        <LatestOrders />
      </div>
      <section aria-labelledby={areasId} className={styles.block}>
        <h2 id={areasId}>{t('home.areasTitle')}</h2>
        <ul className={styles.areas}>
          {areas.map((entry) =>
            entry.kind === 'route' ? (
              <li key={entry.key}>
                <Link to={routePath(entry.route)} className={styles.area}>
                  <span className={styles.areaTitle}>{t(entry.label)}</span>
                  <span className={styles.areaText}>{t(`home.areas.${entry.key}`)}</span>
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      </section>
    </>
  );
}

import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { RetryAlert } from '@/ui/RetryAlert';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { WidgetItemFacts } from './WidgetItemFacts';
import { useWidgetListMachine } from './wiring/widgetList';
import styles from './Widgets.module.scss';

/** The list of one account's online products: keyed by the account, so another one starts from nothing. */
function WidgetList() {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = useFlowActor(useWidgetListMachine());
  useEffect(() => {
    if (actor.getSnapshot().matches('NotRequested')) actor.send({ type: 'widgetList.load' });
  }, [actor]);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('NotRequested') || snapshot.matches('InProgress'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('Failed'));
  const widgets = useSelector(actor, (snapshot) => snapshot.context.data);
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey);

  let body;
  if (failed) {
    body = (
      <RetryAlert retryLabel={t('widgets.tryAgain')} onRetry={() => actor.send({ type: 'widgetList.reload' })}>
        <p>{t(errorKey ?? 'widgets.list.loadError')}</p>
      </RetryAlert>
    );
  } else if (loading || widgets === null) {
    body = <Loader label={t('widgets.list.loading')} />;
  } else if (widgets.length === 0) {
    body = <p className={styles.note}>{t('widgets.list.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {widgets.map((widget) => (
          <li key={widget.id}>
            <Card as="article" aria-label={widget.productName}>
              <WidgetItemFacts widget={widget} heading="h3">
                <Link
                  to={href('widgetShare', { productCode: widget.productCode })}
                  className={buttonClass('secondary')}
                  aria-label={t('widgets.list.manageLabel', { name: widget.productName, orderCode: widget.orderCode })}
                >
                  {t('widgets.list.manage')}
                </Link>
              </WidgetItemFacts>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('widgets.list.title')}</h2>
      <p className={styles.note}>{t('widgets.list.intro')}</p>
      {body}
    </section>
  );
}

/**
 * widgets (S0 §2, §7 GET /v1/widget/all; consumers only, the route guard sends business accounts
 * to /): the customer's online products, each with its picture, product name, order and a link to
 * share or manage it; an empty state; the load error with Try again.
 */
export function WidgetsPage() {
  const { claims } = useAuth();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <WidgetList key={claims?.sub ?? ''} />
    </>
  );
}

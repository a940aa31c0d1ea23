import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { ResourceSection } from '@/features/shared/resource/ResourceSection';
import { PageTitle } from '@/ui/PageTitle';
import { WidgetItemFacts } from './WidgetItemFacts';
import { useWidgetListMachine } from './wiring/widgetList';
import styles from './Widgets.module.scss';

/** The list of one account's online products: keyed by the account, so another one starts from nothing. */
function WidgetList() {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = useFlowActor(useWidgetListMachine());
  const body = (
    <ResourceSection
      actor={actor}
      id="widgetList"
      loadingLabel={t('widgets.list.loading')}
      loadErrorKey="widgets.list.loadError"
      retryLabel={t('widgets.tryAgain')}
      isEmpty={(widgets) => widgets.length === 0}
      empty={<p className={styles.note}>{t('widgets.list.empty')}</p>}
    >
      {(widgets) => (
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
      )}
    </ResourceSection>
  );
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

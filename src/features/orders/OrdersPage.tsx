import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { customerTimeZone } from '@/features/shared/orders/orderDates';
import { shownStatus } from '@/features/shared/orders/shownStatus';
import { RetryAlert } from '@/ui/RetryAlert';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { CutoffBanner } from './CutoffBanner';
import { clampPage, pageCountOf, pageItems } from './model/pager';
import { splitOrders, type OrderTab } from './model/split';
import { OrderListItem } from './OrderListItem';
import { OrderPager } from './OrderPager';
import { OrderTabs } from './OrderTabs';
import { useCutoffActor, type CutoffActor } from './wiring/cutoff';
import { useOrdersList, type OrdersListActor } from './wiring/ordersList';
import { useOrdersView, type OrdersView } from './wiring/ordersView';
import styles from './Orders.module.scss';

/** The orders page's own query (DECISIONS 11): `order_state` (the tab) and `page`. */
const TAB_PARAM = 'order_state';
const PAGE_PARAM = 'page';
const tabOf = (value: string | null): OrderTab => (value === 'history' ? 'history' : 'inProgress');

/**
 * The orders page (S0 §2 orders): the cutoff banner, then the customer's orders in two tabs with a
 * pager. The banner and the list are drawn together (useHeldForCutoff), so that the banner never
 * pushes the list down.
 */
export function OrdersPage() {
  const actor = useOrdersList();
  const cutoff = useCutoffActor();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      {actor && cutoff ? <OrdersList actor={actor} cutoff={cutoff} /> : null}
    </>
  );
}

/**
 * The list as its actors hold it, drawn deferred: an answer's arrival is drawn in a background
 * render that React slices into short tasks, while the page goes on showing what it showed
 * (docs/PERFORMANCE.md "Drawing an answer"). The update itself runs only this component.
 */
function OrdersList({ actor, cutoff }: { actor: OrdersListActor; cutoff: CutoffActor }) {
  return <OrdersListView actor={actor} view={useDeferredValue(useOrdersView(actor, cutoff))} />;
}

const OrdersListView = memo(function OrdersListView({ actor, view }: { actor: OrdersListActor; view: OrdersView }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { orders, loading, loadingMore, failed, campaigns } = view;
  const split = useMemo(() => splitOrders(orders, { now: new Date(), timeZone: customerTimeZone(), shownStatus }), [orders]);

  if (loading) return <Loader label={t('orders.list.loading')} />;
  if (failed && orders.length === 0) {
    return (
      <>
        <CutoffBanner campaigns={campaigns} />
        <RetryAlert retryLabel={t('orders.list.retry')} onRetry={() => actor.send({ type: 'ordersList.retry' })}>
          <p>{t('orders.list.loadError')}</p>
        </RetryAlert>
      </>
    );
  }

  const tab = tabOf(params.get(TAB_PARAM));
  const shown = split[tab];
  const pageCount = pageCountOf(shown.length);
  const page = clampPage(params.get(PAGE_PARAM), pageCount);
  // the rest of the query (flags, embedded mode, …) stays on every navigation
  const searchFor = (next: { tab?: OrderTab; page?: number }) => {
    const query = new URLSearchParams(params);
    query.set(TAB_PARAM, next.tab ?? tab);
    query.set(PAGE_PARAM, String(next.page ?? page));
    return `?${query.toString()}`;
  };

  return (
    <>
      <CutoffBanner campaigns={campaigns} />
      <OrderTabs
        selected={tab}
        counts={{ inProgress: split.inProgress.length, history: split.history.length }}
        onSelect={(next) => {
          if (next !== tab) setParams(new URLSearchParams(searchFor({ tab: next, page: 1 })));
        }}
      >
        {shown.length === 0 && !loadingMore ? (
          <Card>
            <p>{t(`orders.list.empty.${tab}`)}</p>
          </Card>
        ) : (
          <ul className={styles.list}>
            {pageItems(shown, page).map((order) => (
              <OrderListItem key={order.orderCode} order={order} />
            ))}
          </ul>
        )}
        {loadingMore ? <Loader label={t('orders.list.loadingMore')} className={styles.block} /> : null}
        {failed ? (
          <RetryAlert className={styles.block} retryLabel={t('orders.list.retry')} onRetry={() => actor.send({ type: 'ordersList.retry' })}>
            <p>{t('orders.list.loadMoreError')}</p>
          </RetryAlert>
        ) : null}
        <OrderPager page={page} pageCount={pageCount} searchFor={(target) => searchFor({ page: target })} />
      </OrderTabs>
    </>
  );
});

import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { WidgetDetail } from '@machines/widgets/widgetDetail.machine';
import { useAuth } from '@/platform/auth/AuthContext';
import { useChannel } from '@/platform/channel/ChannelContext';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Alert } from '@/ui/Alert';
import { RetryAlert } from '@/ui/RetryAlert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { DeleteWidget } from './DeleteWidget';
import { GallerySection } from './GallerySection';
import { ShareSection } from './ShareSection';
import { WidgetItemFacts } from './WidgetItemFacts';
import { useWidgetDetailMachine } from './wiring/widgetPage';
import styles from './Widgets.module.scss';

/** The share form once the customer record is known: the sender's name comes from it. */
function ShareWithName({ widgetId }: { widgetId: string }) {
  const { t } = useTranslation();
  const { customer, requestState } = useCustomer();
  const channel = useChannel();
  if (requestState === 'NotRequested' || requestState === 'InProgress') return <Loader label={t('widgets.share.loading')} />;
  // Decision: without the merchandise service's answer the channel code stands for the vendor (the
  // service names the shop the mail comes from by it). The mail goes out in the account's own name;
  // without one (a record that failed to load, an empty name) in the shop's name, never a typed one.
  const vendorId = channel.merchandise?.Vendor.ID ?? channel.brand.channel;
  const accountName = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  const fromName = accountName === '' ? channel.brand.brandName : accountName;
  return <ShareSection input={{ widgetId, vendorId, fromName }} />;
}

function WidgetSections({ detail }: { detail: WidgetDetail }) {
  const { t } = useTranslation();
  const channel = useChannel();
  const { widget, blockReason } = detail;
  const blocked = blockReason !== null;
  return (
    <>
      <Card as="section" aria-label={widget.productName} className={styles.section}>
        <WidgetItemFacts widget={widget} heading="h2" />
        {blocked ? (
          <Alert tone="warning" role="status">
            <p>{t('widgets.blocked')}</p>
            {blockReason ? <p>{blockReason}</p> : null}
          </Alert>
        ) : null}
      </Card>
      {blocked ? null : <ShareWithName widgetId={widget.id} />}
      <GallerySection input={{ widgetId: widget.id, channel: channel.brand.channel, allowed: !blocked }} />
      <DeleteWidget productCode={widget.productCode} productName={widget.productName} />
    </>
  );
}

/** One product's page: loads it, then shows its sections, or why it cannot. */
function WidgetView({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const actor = useFlowActor(useWidgetDetailMachine(), { input: { productCode } });
  const detail = useSelector(actor, (snapshot) => snapshot.context.detail);
  const failed = useSelector(actor, (snapshot) => snapshot.matches('Failed'));
  const creatable = useSelector(actor, (snapshot) => snapshot.can({ type: 'widgetDetail.create' }));
  const createFailed = useSelector(actor, (snapshot) => snapshot.matches('CreateFailed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  if (failed) {
    return (
      <RetryAlert retryLabel={t('widgets.tryAgain')} onRetry={() => actor.send({ type: 'widgetDetail.retry' })}>
        <p>{t('widgets.detail.loadError')}</p>
      </RetryAlert>
    );
  }
  if (creatable) {
    return (
      <Card className={styles.section}>
        <p>{t('widgets.detail.notOnline')}</p>
        {createFailed ? (
          <Alert tone="error" role="alert">
            {t('widgets.detail.createFailed')}
          </Alert>
        ) : null}
        <div>
          <Button onClick={() => actor.send({ type: 'widgetDetail.create' })}>
            {createFailed ? t('widgets.tryAgain') : t('widgets.detail.create')}
          </Button>
        </div>
      </Card>
    );
  }
  if (busy || detail === null) return <Loader label={t('widgets.detail.loading')} />;
  return <WidgetSections detail={detail} />;
}

/**
 * widgetShare (S0 §2 /online-products/:productCode; consumers only): one online product with its
 * share by e-mail, its gallery entry and its delete. Keyed by the signed-in account and the product
 * code, so that another account (or product) starts from nothing.
 */
export function WidgetSharePage() {
  const { t } = useTranslation();
  const { productCode = '' } = useParams();
  const { claims } = useAuth();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <p>
        <Link to={href('widgets')}>{t('widgets.backToList')}</Link>
      </p>
      {claims ? <WidgetView key={`${claims.sub}:${productCode}`} productCode={productCode} /> : null}
    </>
  );
}

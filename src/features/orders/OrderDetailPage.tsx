import { useParams } from 'react-router';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { PageTitle } from '@/ui/PageTitle';
import { OrderDetailView } from './detail/OrderDetailView';
import { ProductDocuments } from './detail/ProductDocuments';
import { useSignedInAccount } from './wiring/orderDetail';

/**
 * The order detail page (S0 §2 orderDetails). Keyed by the signed-in account and the order code, so
 * that another account (or order) starts from nothing: no order of one account is shown to the next.
 */
export function OrderDetailPage() {
  const { orderCode = '' } = useParams();
  const account = useSignedInAccount();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      {account === null ? null : (
        <OrderDetailView
          key={`${account}:${orderCode}`}
          orderCode={orderCode}
          productDocuments={(product) => <ProductDocuments product={product} />}
        />
      )}
    </>
  );
}

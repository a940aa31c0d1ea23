import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderExtras, OrderProduct, VoucherDetails } from '@schemas/orderModel';
import { OrderStatusBadge } from '@/features/shared/orders/OrderStatusBadge';
import { shownStatus } from '@/features/shared/orders/shownStatus';
import { useOrderDates } from '@/features/shared/orders/useOrderDates';
import { Card } from '@/ui/Card';
import { numberFormat } from '@/platform/i18n/intl';
import styles from '../Orders.module.scss';

function VoucherText({
  details,
  language,
  orderCurrency,
}: {
  details: VoucherDetails | undefined;
  language: string;
  orderCurrency: string;
}) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  if (!details) return <p>{t('orders.detail.voucher.loading')}</p>;
  if (!details.isVoucherFound) return <p>{t('orders.detail.voucher.notFound')}</p>;
  const { offer } = details;
  // an amount off without a currency of its own is in the order's currency
  const discount =
    offer.discountType === 'percentage'
      ? t('orders.detail.voucher.percentage', { value: offer.discountValue })
      : numberFormat(language, { style: 'currency', currency: offer.currency ?? orderCurrency }).format(offer.discountValue / 100);
  return (
    <div>
      <p>
        <strong>{offer.title}</strong> ({offer.code}): {discount}
      </p>
      {offer.description ? <p>{offer.description}</p> : null}
      {offer.validUntil ? <p>{t('orders.detail.voucher.validUntil', { date: dates.day(offer.validUntil) })}</p> : null}
    </div>
  );
}

/**
 * The order's products: name, quantity, shown status, thumbnail, and the voucher's details when the
 * product has one. `documents` renders the product's document downloads (product PDF, map PDF).
 */
export function OrderProducts({
  order,
  extras,
  documents,
}: {
  order: Order;
  extras: OrderExtras | null;
  documents?: ((product: OrderProduct) => ReactNode) | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.list}>
      {order.products.map((product) => (
        <li key={product.code}>
          <Card as="article" aria-label={product.articleName} className={styles.productItem}>
            {product.thumbnailUrl ? <img src={product.thumbnailUrl} alt="" className={styles.thumbnail} loading="lazy" /> : null}
            <div className={styles.productBody}>
              <div className={styles.orderHeader}>
                <h3>{product.articleName}</h3>
                <OrderStatusBadge status={shownStatus(product.status)} />
              </div>
              <p>{t('orders.detail.quantity', { count: product.quantity })}</p>
              {product.voucher ? (
                <section aria-label={t('orders.detail.voucher.label')}>
                  <VoucherText details={extras?.vouchers[product.code]} language={i18n.language} orderCurrency={order.currency} />
                </section>
              ) : null}
              {documents?.(product)}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

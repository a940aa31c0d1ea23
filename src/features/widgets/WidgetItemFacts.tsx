import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetItem } from '@schemas/widgets';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import styles from './Widgets.module.scss';

/**
 * One online product as the list and its own page show it: the picture, the product's name (a
 * heading of the given level) and its order, a link to the order's page; `children` are its actions.
 */
export function WidgetItemFacts({
  widget,
  heading: Heading,
  children,
}: {
  widget: WidgetItem;
  heading: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.item}>
      {widget.pictureUrl ? <img src={widget.pictureUrl} alt="" className={styles.picture} loading="lazy" /> : null}
      <div className={styles.itemBody}>
        <Heading>{widget.productName}</Heading>
        <p>
          <Link to={href('orderDetails', { orderCode: widget.orderCode })}>{t('widgets.order', { orderCode: widget.orderCode })}</Link>
        </p>
      </div>
      {children}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { pagerPages } from './model/pager';
import styles from './Orders.module.scss';

/**
 * The orders pager: previous, the current page with up to 3 pages either side, next. Each is a link
 * to the same page with its `page` in the query (the rest of the query kept); the current page is
 * marked aria-current="page".
 */
export function OrderPager({ page, pageCount, searchFor }: { page: number; pageCount: number; searchFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, extra: Record<string, string> = {}) => (
    <Link to={{ search: searchFor(target) }} className={styles.pageLink} {...extra}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('orders.pager.label')} className={styles.pager}>
      <ul>
        {page > 1 ? <li>{link(page - 1, t('orders.pager.previous'))}</li> : null}
        {pagerPages(page, pageCount).map((target) => (
          <li key={target}>
            {link(target, String(target), {
              'aria-label': t('orders.pager.page', { page: target }),
              ...(target === page ? { 'aria-current': 'page' } : {}),
            })}
          </li>
        ))}
        {page < pageCount ? <li>{link(page + 1, t('orders.pager.next'))}</li> : null}
      </ul>
    </nav>
  );
}

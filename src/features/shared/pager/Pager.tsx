import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './Pager.module.scss';
import { searchWithPage } from './pageQuery';
import { pagerItems } from './pagerItems';

/**
 * Previous, the page numbers and Next of one list, as links that change only this list's page in the
 * URL query (pageQuery.ts): the invoices page's two lists and the downloads page's product PDFs. The current page is marked aria-current="page"; at either end Previous
 * or Next is plain muted text, hidden from screen readers (there is nothing to go to). Not drawn
 * for one page. Its links are React Router's own, not the query-keeping Link of src/platform/navigation:
 * searchWithPage keeps the rest of the query already, and page 1 is the parameter's absence, which
 * that Link would take for "no query of its own" and fill with the current page's query.
 */
export function Pager({ page, pages, param, label }: { page: number; pages: number; param: string; label: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (target: number) => ({ pathname, search: searchWithPage(search, param, target) });

  const step = (target: number, text: string, name: string, enabled: boolean) =>
    enabled ? (
      <Link to={to(target)} aria-label={name} className={styles.pagerLink}>
        {text}
      </Link>
    ) : (
      <span aria-hidden="true" className={styles.pagerDisabled}>
        {text}
      </span>
    );

  return (
    <nav aria-label={label} className={styles.pager}>
      <ul>
        <li>{step(page - 1, t('pager.previous'), t('pager.previousLabel'), page > 1)}</li>
        {pagerItems(page, pages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className={styles.pagerGap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={to(item.page)}
                aria-label={t('pager.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={styles.pagerLink}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('pager.next'), t('pager.nextLabel'), page < pages)}</li>
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * 'Page 2 of 5' for screen readers, said when a paged list shows another page; silent while that page
 * loads, and not there for a list of one page (there is nothing to say).
 */
export function PagerStatus({ page, pages, loading = false }: { page: number; pages: number; loading?: boolean }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <p className="visually-hidden" role="status">
      {loading ? '' : t('pager.status', { page, pages })}
    </p>
  );
}

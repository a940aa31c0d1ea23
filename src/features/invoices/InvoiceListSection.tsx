import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceEntry, InvoicesListMachine } from '@machines/invoices/invoicesList.machine';
import { Pager } from '@/features/shared/pager/Pager';
import { PagerStatus } from '@/features/shared/pager/PagerStatus';
import { usePageNumberedList } from '@/features/shared/pager/usePageNumberedList';
import { RetryAlert } from '@/ui/RetryAlert';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { DataTableFrame } from '@/ui/DataTable';
import styles from '@/ui/RecordSection.module.scss';

export interface InvoiceListSectionProps<TItem extends InvoiceEntry> {
  title: string;
  /** the list's machine, its pages read from the service */
  machine: InvoicesListMachine<TItem>;
  /** the load error's text when the error names none */
  loadErrorKey: string;
  emptyKey: string;
  /** the pager's accessible name */
  pagesLabel: string;
  /** the URL query parameter of this list's page */
  pageParam: string;
  /** the table of the page's items */
  children: (items: readonly TItem[], labelledBy: string) => ReactNode;
}

/**
 * One list of the invoices page as a labelled section, its page in the URL query: a loader until its first answer, the load
 * error with Try again, the empty state, or the page's table; the pager whenever there is more than
 * one page (a failed page change can be left by another page). While another page loads, the last
 * page stays and is marked busy.
 */
export function InvoiceListSection<TItem extends InvoiceEntry>({
  title,
  machine,
  loadErrorKey,
  emptyKey,
  pagesLabel,
  pageParam,
  children,
}: InvoiceListSectionProps<TItem>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { actor, list, loading, failed, pages } = usePageNumberedList(machine, 'invoicesList', pageParam);
  const onRetry = () => actor.send({ type: 'invoicesList.retry' });

  let body: ReactNode;
  if (failed) {
    body = (
      <RetryAlert retryLabel={t('invoices.tryAgain')} onRetry={onRetry}>
        <p>{t(list.errorKey ?? loadErrorKey)}</p>
      </RetryAlert>
    );
  } else if (list.total === null) {
    body = <Loader label={t('invoices.loading')} />;
  } else if (list.total === 0) {
    body = <p className={styles.note}>{t(emptyKey)}</p>;
  } else {
    body = (
      <>
        <DataTableFrame busy={loading}>
          {list.shown.length > 0 ? children(list.shown, headingId) : <p className={styles.note}>{t('invoices.emptyPage')}</p>}
        </DataTableFrame>
        {loading ? <Loader label={t('invoices.loading')} /> : null}
        <PagerStatus page={list.page} pages={pages} loading={loading} />
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {body}
      {list.total === null || list.total === 0 ? null : <Pager page={list.page} pages={pages} param={pageParam} label={pagesLabel} />}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceEntry, InvoicesListMachine } from '@machines/invoices/invoicesList.machine';
import { Pager } from '@/features/shared/pager/Pager';
import { PagerStatus } from '@/features/shared/pager/PagerStatus';
import { usePageNumberedList } from '@/features/shared/pager/usePageNumberedList';
import { RetryAlert } from '@/ui/RetryAlert';
import { Loader } from '@/ui/Loader';
import { DataTableFrame } from '@/ui/DataTable';
import { RecordNote, RecordSection } from '@/ui/RecordSection';

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
  const { actor, list, loading, failed, pages } = usePageNumberedList(machine, 'invoicesList', pageParam);
  const onRetry = () => actor.send({ type: 'invoicesList.retry' });

  const body = (headingId: string): ReactNode => {
    if (failed) {
      return (
        <RetryAlert retryLabel={t('invoices.tryAgain')} onRetry={onRetry}>
          <p>{t(list.errorKey ?? loadErrorKey)}</p>
        </RetryAlert>
      );
    }
    if (list.total === null) return <Loader label={t('invoices.loading')} />;
    if (list.total === 0) return <RecordNote>{t(emptyKey)}</RecordNote>;
    return (
      <>
        <DataTableFrame busy={loading}>
          {list.shown.length > 0 ? children(list.shown, headingId) : <RecordNote>{t('invoices.emptyPage')}</RecordNote>}
        </DataTableFrame>
        {loading ? <Loader label={t('invoices.loading')} /> : null}
        <PagerStatus page={list.page} pages={pages} loading={loading} />
      </>
    );
  };

  return (
    <RecordSection title={title}>
      {(headingId) => (
        <>
          {body(headingId)}
          {list.total === null || list.total === 0 ? null : <Pager page={list.page} pages={pages} param={pageParam} label={pagesLabel} />}
        </>
      )}
    </RecordSection>
  );
}

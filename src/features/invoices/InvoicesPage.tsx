import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/platform/auth/AuthContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { pageFromQuery } from '@/features/shared/pager/pageQuery';
import { PageTitle } from '@/ui/PageTitle';
import { HistoricalInvoicesTable } from './HistoricalInvoicesTable';
import { InvoiceGroupFilesTable } from './InvoiceGroupFilesTable';
import { InvoiceListSection } from './InvoiceListSection';
import { HISTORICAL_PAGE_PARAM, INVOICES_PAGE_PARAM } from './pageQuery';
import { useInvoicesListMachine } from './wiring/invoicesList';

/**
 * invoices (S0 §2, §3, §7; DECISIONS 7, 12): business accounts only (the route's guard sends a
 * consumer to /). Two sections, invoice group files and historical invoices, each 10 per page from
 * the service with its page in the URL query (pageQuery.ts). The lists live as long as the page:
 * invoices appear at any time, so each visit asks again, and nothing of them outlives the page, so
 * the account scope holds none of it; the lists start again for another signed-in account.
 */
export function InvoicesPage() {
  const { claims } = useAuth();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <InvoiceLists key={claims?.sub ?? ''} />
    </>
  );
}

function InvoiceLists() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const groupFilesPage = pageFromQuery(query.get(INVOICES_PAGE_PARAM));
  const historicalPage = pageFromQuery(query.get(HISTORICAL_PAGE_PARAM));
  const actor = useFlowActor(useInvoicesListMachine(), {
    input: { invoiceGroupFilesPage: groupFilesPage, historicalInvoicesPage: historicalPage },
  });
  useEffect(() => {
    actor.send({ type: 'invoiceGroupFiles.showPage', page: groupFilesPage });
  }, [actor, groupFilesPage]);
  useEffect(() => {
    actor.send({ type: 'historicalInvoices.showPage', page: historicalPage });
  }, [actor, historicalPage]);

  const groupFiles = useSelector(actor, (snapshot) => snapshot.context.invoiceGroupFiles);
  const groupFilesLoading = useSelector(actor, (snapshot) => snapshot.matches({ lists: { invoiceGroupFiles: 'loading' } }));
  const groupFilesFailed = useSelector(actor, (snapshot) => snapshot.matches({ lists: { invoiceGroupFiles: 'failed' } }));
  const historical = useSelector(actor, (snapshot) => snapshot.context.historicalInvoices);
  const historicalLoading = useSelector(actor, (snapshot) => snapshot.matches({ lists: { historicalInvoices: 'loading' } }));
  const historicalFailed = useSelector(actor, (snapshot) => snapshot.matches({ lists: { historicalInvoices: 'failed' } }));

  return (
    <>
      <InvoiceListSection
        title={t('invoices.groupFiles.title')}
        list={groupFiles}
        loading={groupFilesLoading}
        failed={groupFilesFailed}
        loadErrorKey="invoices.groupFiles.loadError"
        emptyKey="invoices.groupFiles.empty"
        pagesLabel={t('invoices.groupFiles.pages')}
        pageParam={INVOICES_PAGE_PARAM}
        onRetry={() => actor.send({ type: 'invoiceGroupFiles.retry' })}
      >
        {(items, labelledBy) => <InvoiceGroupFilesTable items={items} labelledBy={labelledBy} />}
      </InvoiceListSection>
      <InvoiceListSection
        title={t('invoices.historical.title')}
        list={historical}
        loading={historicalLoading}
        failed={historicalFailed}
        loadErrorKey="invoices.historical.loadError"
        emptyKey="invoices.historical.empty"
        pagesLabel={t('invoices.historical.pages')}
        pageParam={HISTORICAL_PAGE_PARAM}
        onRetry={() => actor.send({ type: 'historicalInvoices.retry' })}
      >
        {(items, labelledBy) => <HistoricalInvoicesTable items={items} labelledBy={labelledBy} />}
      </InvoiceListSection>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { PageTitle } from '@/ui/PageTitle';
import { HistoricalInvoicesTable } from './HistoricalInvoicesTable';
import { InvoiceGroupFilesTable } from './InvoiceGroupFilesTable';
import { InvoiceListSection } from './InvoiceListSection';
import { HISTORICAL_PAGE_PARAM, INVOICES_PAGE_PARAM } from './pageQuery';
import { useInvoicesListMachines } from './wiring/invoicesList';

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
  const machines = useInvoicesListMachines();
  return (
    <>
      <InvoiceListSection
        title={t('invoices.groupFiles.title')}
        machine={machines.invoiceGroupFiles}
        loadErrorKey="invoices.groupFiles.loadError"
        emptyKey="invoices.groupFiles.empty"
        pagesLabel={t('invoices.groupFiles.pages')}
        pageParam={INVOICES_PAGE_PARAM}
      >
        {(items, labelledBy) => <InvoiceGroupFilesTable items={items} labelledBy={labelledBy} />}
      </InvoiceListSection>
      <InvoiceListSection
        title={t('invoices.historical.title')}
        machine={machines.historicalInvoices}
        loadErrorKey="invoices.historical.loadError"
        emptyKey="invoices.historical.empty"
        pagesLabel={t('invoices.historical.pages')}
        pageParam={HISTORICAL_PAGE_PARAM}
      >
        {(items, labelledBy) => <HistoricalInvoicesTable items={items} labelledBy={labelledBy} />}
      </InvoiceListSection>
    </>
  );
}

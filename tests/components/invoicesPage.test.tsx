// The invoices page in the app's real route tree and providers, over a fake documents API: the
// business-only guard, both lists with their formatted rows, 10 per page with the page in the URL
// query, the empty states, a load error with Try again, and a row's download.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureHistoricalInvoice, fixtureInvoiceGroupFile } from '@machines/invoices/fixtures';
import { catchSavedFiles, fakeDocumentsApi, type FakeDocumentsApi, type FakeDocumentsData } from '../fixtures/documentsApi';
import { catchErrorReports } from './support/errorReports';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn } from './support/session';

const groupFiles = Array.from({ length: 12 }, (_, index) => fixtureInvoiceGroupFile(index + 1));
const historical = [1, 2, 3].map((n) => fixtureHistoricalInvoice(n));

function openInvoices(
  url: string,
  data: FakeDocumentsData = { invoiceGroupFiles: groupFiles, historicalInvoices: historical },
  prepare: (documents: FakeDocumentsApi) => void = () => undefined,
) {
  const documents = fakeDocumentsApi(data);
  prepare(documents);
  const app = renderApp(url, { auth: authIn('business'), apis: { documents } });
  return { ...app, documents };
}

const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  within(within(section(name)).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => setViewportWidth(1366));
afterEach(() => vi.restoreAllMocks());

describe('invoices page', () => {
  it('sends a consumer to /, keeping the query', async () => {
    const documents = fakeDocumentsApi();
    const { router } = renderApp('/invoices?embedded=true', { apis: { documents } });
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(router.state.location).toMatchObject({ pathname: '/', search: '?embedded=true' });
    expect(documents.getInvoiceGroupFiles).not.toHaveBeenCalled();
  });

  it('shows the first 10 invoice group files and the historical invoices, dates and totals in the customer’s language', async () => {
    const { documents } = openInvoices('/invoices');
    await screen.findByRole('heading', { level: 1, name: 'Invoices' });
    await within(section('Invoices')).findByRole('table');
    expect(rowsOf('Invoices')).toHaveLength(10);
    expect(rowsOf('Invoices')[0]).toEqual(['INV-2024-0001', '01 Jan 2024 – 31 Jan 2024', '£123.46', 'Download']);
    await within(section('Historical invoices')).findByRole('table');
    expect(rowsOf('Historical invoices')).toEqual([
      ['H-1001', '15 Jan 2019', '£49.95', 'Download'],
      ['H-1002', '15 Feb 2019', '£99.90', 'Download'],
      ['H-1003', '15 Mar 2019', '£149.85', 'Download'],
    ]);
    expect(documents.getInvoiceGroupFiles).toHaveBeenCalledWith({ skip: 0, limit: 10 }, expect.anything());
    expect(documents.getHistoricalInvoices).toHaveBeenCalledWith({ skip: 0, limit: 10 }, expect.anything());
    // three historical invoices fit on one page: no pager there
    expect(within(section('Historical invoices')).queryByRole('navigation')).toBeNull();
  });

  it('pages the invoice group files through the URL query, keeping the rest of the query', async () => {
    const user = userEvent.setup();
    const { router, documents } = openInvoices('/invoices?embedded=true');
    const pager = await within(section('Invoices')).findByRole('navigation', { name: 'Pages of invoices' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).toBeNull();

    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?embedded=true&invoices_page=2');
    await waitFor(() => expect(rowsOf('Invoices').map((row) => row[0])).toEqual(['INV-2024-0011', 'INV-2024-0012']));
    expect(documents.getInvoiceGroupFiles).toHaveBeenLastCalledWith({ skip: 10, limit: 10 }, expect.anything());
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'Next page' })).toBeNull();
    // the other list stays where it was
    expect(documents.getHistoricalInvoices).toHaveBeenCalledTimes(1);

    await user.click(within(pager).getByRole('link', { name: 'Previous page' }));
    expect(router.state.location.search).toBe('?embedded=true');
    await waitFor(() => expect(rowsOf('Invoices')[0]?.[0]).toBe('INV-2024-0001'));
  });

  it('opens on the pages the URL names, and on page 1 for a page that is not a number', async () => {
    const many = Array.from({ length: 25 }, (_, index) => fixtureHistoricalInvoice(index + 1));
    const { documents } = openInvoices('/invoices?invoices_page=x&historical_page=3', {
      invoiceGroupFiles: groupFiles,
      historicalInvoices: many,
    });
    await waitFor(() =>
      expect(rowsOf('Historical invoices').map((row) => row[0])).toEqual(['H-1021', 'H-1022', 'H-1023', 'H-1024', 'H-1025']),
    );
    expect(documents.getHistoricalInvoices).toHaveBeenCalledWith({ skip: 20, limit: 10 }, expect.anything());
    expect(documents.getInvoiceGroupFiles).toHaveBeenCalledWith({ skip: 0, limit: 10 }, expect.anything());
    const pager = within(section('Historical invoices')).getByRole('navigation', { name: 'Pages of historical invoices' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there are no invoices', async () => {
    openInvoices('/invoices', {});
    expect(await within(section('Invoices')).findByText('You have no invoices yet.')).toBeInTheDocument();
    expect(await within(section('Historical invoices')).findByText('You have no historical invoices.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a list’s load error with Try again, reports it, and loads again', async () => {
    const user = userEvent.setup();
    const reports = catchErrorReports();
    const { documents } = openInvoices('/invoices', undefined, (api) =>
      api.getInvoiceGroupFiles.mockRejectedValueOnce(new Error('GET /api/documents/api/v1/InvoiceGroupFiles/me failed with 500')),
    );
    const alert = await within(section('Invoices')).findByRole('alert');
    expect(alert).toHaveTextContent('Your invoices could not be loaded.');
    // the other list is not touched by the failure
    await within(section('Historical invoices')).findByRole('table');
    await waitFor(() => expect(reports.map((report) => report.source)).toContain('machine:invoicesList'));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(section('Invoices')).findByRole('table');
    expect(within(section('Invoices')).queryByRole('alert')).toBeNull();
    expect(documents.getInvoiceGroupFiles).toHaveBeenCalledTimes(2);
  });

  it('says Request failure when the service did not answer', async () => {
    catchErrorReports();
    openInvoices('/invoices', undefined, (api) =>
      api.getHistoricalInvoices.mockRejectedValueOnce(
        Object.assign(new Error('GET /api/documents/api/v1/HistoricalInvoice/me failed: no response'), {
          userMessageKey: 'errors.requestFailure',
        }),
      ),
    );
    expect(await within(section('Historical invoices')).findByRole('alert')).toHaveTextContent('Request failure');
  });

  it('downloads a row’s PDF under the name the service gives', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    const { documents } = openInvoices('/invoices');
    await user.click(await screen.findByRole('button', { name: 'Download invoice INV-2024-0002' }));
    await waitFor(() => expect(saved).toEqual([{ fileName: 'invoice-igf-2.pdf', href: 'blob:test/1' }]));
    expect(documents.getInvoiceGroupFilePdf).toHaveBeenCalledWith('igf-2', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Download historical invoice H-1003' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(documents.getHistoricalInvoicePdf).toHaveBeenCalledWith('hi-3', 'bonusprint-uk', expect.anything());
  });
});

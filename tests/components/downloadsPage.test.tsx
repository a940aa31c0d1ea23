// The downloads page in the app's real route tree and providers, over a fake documents API: the
// photo archives section, the product PDFs with their order links and downloads, the empty state,
// and the load error with Try again. Open to every customer (DECISIONS 7, 8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchSavedFiles, fakeDocumentsApi, fixtureProductPdf, type FakeDocumentsApi } from '../fixtures/documentsApi';
import { catchErrorReports } from './support/errorReports';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn } from './support/session';

const pdfs = [
  fixtureProductPdf(1),
  fixtureProductPdf(2, { purpose: 'map.pdf', productCode: 'P-1', orderCode: 'SO-1', articleName: 'Photo book 1', fileName: 'P-1-map.pdf' }),
  fixtureProductPdf(3, { articleName: 'Wall calendar' }),
];

function openDownloads(
  url = '/downloads',
  prepare: (documents: FakeDocumentsApi) => void = () => undefined,
  kind: 'consumer' | 'business' = 'consumer',
) {
  const documents = fakeDocumentsApi({ productPdfs: pdfs });
  prepare(documents);
  const app = renderApp(url, { auth: authIn(kind), apis: { documents } });
  return { ...app, documents };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => setViewportWidth(1366));
afterEach(() => vi.restoreAllMocks());

describe('downloads page', () => {
  it('has a photo archives section that says what it will list, and nothing pretended', async () => {
    openDownloads();
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });
    const archives = section('Photo archives');
    expect(archives).toHaveTextContent('Archives of your photo downloads will be listed here.');
    expect(within(archives).queryByRole('table')).toBeNull();
    expect(within(archives).queryByRole('button')).toBeNull();
  });

  it('lists the product PDFs newest first with their order, date and type', async () => {
    openDownloads('/downloads?embedded=true');
    const table = await within(section('Product PDFs')).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Wall calendar', 'SO-3', '03 Mar 2024', 'Product PDF', 'Download'],
      ['Photo book 1', 'SO-1', '02 Mar 2024', 'Map PDF', 'Download'],
      ['Photo book 1', 'SO-1', '01 Mar 2024', 'Product PDF', 'Download'],
    ]);
    // the order code opens the order, keeping the query
    expect(within(table).getByRole('link', { name: 'Order SO-3' })).toHaveAttribute('href', '/orders/SO-3?embedded=true');
  });

  it('is there for business customers too', async () => {
    openDownloads('/downloads', undefined, 'business');
    expect(await within(section('Product PDFs')).findByRole('table')).toBeInTheDocument();
  });

  it('downloads a product PDF and a map PDF by their product code', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    const { documents } = openDownloads();
    await user.click(await screen.findByRole('button', { name: 'Download Map PDF of Photo book 1, order SO-1' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['map-P-1.pdf']));
    expect(documents.getMapPdf).toHaveBeenCalledWith('P-1', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Download Product PDF of Wall calendar, order SO-3' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['map-P-1.pdf', 'product-P-3.pdf']));
    expect(documents.getProductPdf).toHaveBeenCalledWith('P-3', expect.anything());
  });

  it('says when there are no product PDFs', async () => {
    openDownloads('/downloads', (api) => api.getProductPdfs.mockResolvedValue([]));
    expect(await within(section('Product PDFs')).findByText('You have no product PDFs yet.')).toBeInTheDocument();
  });

  it('shows the load error with Try again, reports it, and loads again', async () => {
    const user = userEvent.setup();
    const reports = catchErrorReports();
    const { documents } = openDownloads('/downloads', (api) =>
      api.getProductPdfs.mockRejectedValueOnce(new Error('GET /api/documents/v1/Pdfs/me failed with 503')),
    );
    const alert = await within(section('Product PDFs')).findByRole('alert');
    expect(alert).toHaveTextContent('Your product PDFs could not be loaded.');
    await waitFor(() => expect(reports.map((report) => report.source)).toEqual(['productPdfs']));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Product PDFs')).findByRole('table')).toBeInTheDocument();
    expect(documents.getProductPdfs).toHaveBeenCalledTimes(2);
  });
});

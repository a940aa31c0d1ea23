// The downloads page in the app's real route tree and providers, over fake documents and downloads
// APIs: the photo archives (state, photo count, size, expiry, the download of a finished one, the
// empty state, the load error with Try again), the product PDFs with their order links and downloads, 10 to a page with
// the page in the URL query, the empty state, and the load error with Try again. Open to every
// customer (DECISIONS 7, 8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadItem } from '@schemas/downloads';
import type { DownloadsApi } from '@/api/downloads';
import { catchSavedFiles, fakeDocumentsApi, fixtureProductPdf, type FakeDocumentsApi } from '../fixtures/documentsApi';
import { fixtureDownloadItem } from '../fixtures/downloadsApi';
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
  archives: () => Promise<DownloadItem[]> = async () => [],
) {
  const documents = fakeDocumentsApi({ productPdfs: pdfs });
  prepare(documents);
  const downloads = {
    listDownloads: vi.fn<DownloadsApi['listDownloads']>(archives),
    getDownloadUrl: vi.fn<DownloadsApi['getDownloadUrl']>(async (id) => `http://localhost/archives/key/${id}.zip`),
    getArchive: vi.fn<DownloadsApi['getArchive']>(async (id) => ({ blob: new Blob(['zip']), fileName: `${id}.zip` })),
  };
  const app = renderApp(url, { auth: authIn(kind), apis: { documents, downloads } });
  return { ...app, documents, downloads };
}

const section = (name: string) => screen.getByRole('region', { name });

/** The article names of the product PDF rows shown. */
const articlesShown = () =>
  within(within(section('Product PDFs')).getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** 23 product PDFs, one a day from 1 March 2024: 'Photo book 23' is the newest. */
const manyPdfs = Array.from({ length: 23 }, (_, index) => fixtureProductPdf(index + 1));
const articles = (...numbers: number[]) => numbers.map((n) => `Photo book ${n}`);

beforeEach(() => setViewportWidth(1366));
afterEach(() => vi.restoreAllMocks());

describe('downloads page', () => {
  it('lists the photo archives with their state, photo count, size and expiry, and downloads a finished one', async () => {
    const saved = catchSavedFiles();
    const finishedId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const { downloads } = openDownloads('/downloads', undefined, 'consumer', async () => [
      fixtureDownloadItem({
        id: '1a1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e41',
        name: 'Beach',
        state: 'building',
        size: null,
        finished: null,
        expires: null,
        photosCount: 3,
      }),
      fixtureDownloadItem({ id: finishedId, name: 'Holiday', photosCount: 2, size: 2_345_678 }),
      fixtureDownloadItem({
        id: '2b1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e42',
        name: 'Garden',
        state: 'failed',
        size: null,
        expires: null,
        photosCount: 1,
      }),
      fixtureDownloadItem({ id: '3c1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e43', name: 'Winter', state: 'expired', size: 1_000, photosCount: 40 }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });
    const table = await within(section('Photo archives')).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Beach', 'Being prepared', '3 photos', '–', '–', ''],
      ['Holiday', 'Ready', '2 photos', '2.3 MB', '28 Nov 2026', 'Download'],
      ['Garden', 'Failed', '1 photo', '–', '–', ''],
      ['Winter', 'Expired', '40 photos', '1 kB', '28 Nov 2026', ''],
    ]);
    await userEvent.click(within(table).getByRole('button', { name: 'Download archive Holiday' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual([`${finishedId}.zip`]));
    expect(downloads.getDownloadUrl).toHaveBeenCalledWith(finishedId, expect.anything());
    expect(downloads.getArchive).toHaveBeenCalledWith(finishedId, `http://localhost/archives/key/${finishedId}.zip`, expect.anything());
  });

  it('says when there are no photo archives', async () => {
    openDownloads();
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });
    expect(await within(section('Photo archives')).findByText(/You have no photo archives yet/)).toBeInTheDocument();
  });

  it('shows the photo archives load error with Try again, reports it, and loads again', async () => {
    const reports = catchErrorReports();
    let fail = true;
    const { downloads } = openDownloads('/downloads', undefined, 'consumer', async () => {
      if (fail) throw new Error('GET /downloads failed with 500');
      return [fixtureDownloadItem()];
    });
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });
    const alert = await within(section('Photo archives')).findByRole('alert');
    expect(alert).toHaveTextContent('Your photo archives could not be loaded.');
    await waitFor(() => expect(reports.map((report) => report.source)).toEqual(['machine:photoArchives']));
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Photo archives')).findByRole('table')).toBeInTheDocument();
    expect(downloads.listDownloads).toHaveBeenCalledTimes(2);
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
    // three PDFs fit on one page: no pager
    expect(within(section('Product PDFs')).queryByRole('navigation')).toBeNull();
  });

  it('pages the product PDFs 10 to a page, newest first, through the URL query, keeping the rest of the query', async () => {
    const user = userEvent.setup();
    const { router, documents } = openDownloads('/downloads?embedded=true', (api) => api.getProductPdfs.mockResolvedValue(manyPdfs));
    const pager = await within(section('Product PDFs')).findByRole('navigation', { name: 'Pages of product PDFs' });
    expect(articlesShown()).toEqual(articles(23, 22, 21, 20, 19, 18, 17, 16, 15, 14));
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(section('Product PDFs')).getByText('Page 1 of 3')).toHaveAttribute('role', 'status');

    await user.click(within(pager).getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?embedded=true&pdfs_page=3');
    expect(articlesShown()).toEqual(articles(3, 2, 1));
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(section('Product PDFs')).getByText('Page 3 of 3')).toHaveAttribute('role', 'status');

    await user.click(within(pager).getByRole('link', { name: 'Previous page' }));
    expect(router.state.location.search).toBe('?embedded=true&pdfs_page=2');
    expect(articlesShown()).toEqual(articles(13, 12, 11, 10, 9, 8, 7, 6, 5, 4));
    // paging is the app's own: the list was asked for once
    expect(documents.getProductPdfs).toHaveBeenCalledTimes(1);
  });

  it('opens on the page the URL names; a page past the last shows the last, one that is not a number the first', async () => {
    const first = openDownloads('/downloads?pdfs_page=2', (api) => api.getProductPdfs.mockResolvedValue(manyPdfs));
    await within(section('Product PDFs')).findByRole('table');
    expect(articlesShown()).toEqual(articles(13, 12, 11, 10, 9, 8, 7, 6, 5, 4));
    first.unmount();

    const past = openDownloads('/downloads?pdfs_page=99', (api) => api.getProductPdfs.mockResolvedValue(manyPdfs));
    const pager = await within(section('Product PDFs')).findByRole('navigation', { name: 'Pages of product PDFs' });
    expect(articlesShown()).toEqual(articles(3, 2, 1));
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    past.unmount();

    openDownloads('/downloads?pdfs_page=x', (api) => api.getProductPdfs.mockResolvedValue(manyPdfs));
    await within(section('Product PDFs')).findByRole('table');
    expect(articlesShown()[0]).toBe('Photo book 23');
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
    await waitFor(() => expect(reports.map((report) => report.source)).toEqual(['machine:productPdfs']));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Product PDFs')).findByRole('table')).toBeInTheDocument();
    expect(documents.getProductPdfs).toHaveBeenCalledTimes(2);
  });
});

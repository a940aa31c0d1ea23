// The Photos page with a real photo library actor over a fake photo API (no network): month
// sections with their headers and counts, 'Unknown Date', the '+N' tile, the sort dropdown switching
// to the flat grid, selection mode (toggle, Shift-range across months, a month's select all), the
// keyboard, the empty state and the load error with its retry.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlag } from '@schemas/config';
import type { Image, PhotoSummary } from '@schemas/photos';
import { FlagsProvider } from '@/platform/flags/FlagsContext';
import { createPhotoLibrary, wholeLibrarySource, type PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { PhotoLibraryProvider } from '@/features/photos/wiring/library';
import { createServicesOf } from '@/platform/services/services';
import { ServicesProvider } from '@/platform/services/ServicesContext';
import { PhotosPage } from '@/features/photos/PhotosPage';
import { fixtureImage } from '@machines/photos/library/fixtures/timeline';
import { fixtureAlbum } from '@machines/photos/albums/fixtures/albumPhotos';
import { fakeAlbumPhotosApi, type FakeAlbumPhotosApi } from '../fixtures/albumPhotosApi';
import { fakePhotosApi } from '../fixtures/photosApi';
import { NoResize, VisibleObserver } from './support/observers';
import { TestLanguage } from './support/TestLanguage';

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  vi.stubGlobal('ResizeObserver', NoResize);
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const monthPhotos = (prefix: string, month: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    fixtureImage(`${prefix}-${String(index + 1).padStart(2, '0')}`, `${month}-${String(28 - (index % 27)).padStart(2, '0')}T10:00:00.000Z`),
  );

const march = monthPhotos('march', '2024-03', 30);
const february = monthPhotos('feb', '2024-02', 3);
const undated = [fixtureImage('undated-1', null)];
const library = [...march, ...february, ...undated];

/** The one fake photo API (tests/fixtures/photosApi.ts), its counts failing while `failCounts` is on. */
function fakeApi(images: readonly Image[], options: { failCounts?: boolean; summary?: Partial<PhotoSummary> } = {}) {
  const summary = { albumsCount: 2, readAlbumsCount: 3, ...options.summary };
  const api = fakePhotosApi(images, { libraryOrder: [...images].reverse(), summary });
  let failCounts = options.failCounts ?? false;
  api.getTimelineCounts.mockImplementation(async () => {
    if (failCounts) throw new Error('GET /users/timeline failed with 500');
    return api.library.counts;
  });
  return Object.assign(api, {
    setFailCounts: (value: boolean) => {
      failCounts = value;
    },
  });
}

let current: PhotoLibrary | null = null;
afterEach(() => current?.stop());

function LocationText() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(
  api: ReturnType<typeof fakeApi>,
  flags: readonly FeatureFlag[] = ['PhotoManagementAlbumViewEnabled'],
  albums: FakeAlbumPhotosApi = fakeAlbumPhotosApi(),
) {
  current = createPhotoLibrary({ source: wholeLibrarySource(api), view: 'photos', sort: { sortKey: 'dateTaken', sortOrder: 'desc' } });
  render(
    <TestLanguage>
      <FlagsProvider flags={new Set(flags)}>
        <PhotoLibraryProvider library={current}>
          <ServicesProvider services={createServicesOf({ photos: api, albums })}>
            <MemoryRouter initialEntries={['/my-photos/photos?embedded=true']}>
              <Routes>
                <Route path="/my-photos/photos" element={<PhotosPage />} />
                <Route path="*" element={<LocationText />} />
              </Routes>
            </MemoryRouter>
          </ServicesProvider>
        </PhotoLibraryProvider>
      </FlagsProvider>
    </TestLanguage>,
  );
  return current;
}

const section = (key: string) => {
  const element = document.querySelector<HTMLElement>(`section[data-month="${key}"]`);
  if (!element) throw new Error(`no section ${key}`);
  return element;
};
const photo = (id: string) => {
  const element = document.querySelector<HTMLElement>(`[data-photo-id="${id}"]`);
  if (!element) throw new Error(`no photo ${id}`);
  return element;
};

describe('Photos page', () => {
  it('shows the months with their headers and counts, the Unknown Date bucket, and tab counts', async () => {
    renderPage(fakeApi(library));
    await waitFor(() => expect(document.querySelectorAll('section[data-month]')).toHaveLength(3));
    expect(within(section('2024-03')).getByRole('heading', { level: 2 })).toHaveTextContent('March 202430 photos');
    expect(within(section('2024-02')).getByRole('heading', { level: 2 })).toHaveTextContent('February 20243 photos');
    expect(within(section('1970-01')).getByRole('heading', { level: 2 })).toHaveTextContent('Unknown Date1 photo');
    const tabs = screen.getByRole('navigation', { name: 'Photo library' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /Photos/ })).toHaveTextContent('Photos 34'));
    // DECISIONS 23: without shared albums the Albums tab counts own albums only
    expect(within(tabs).getByRole('link', { name: /Albums/ })).toHaveTextContent('Albums 2');
    expect(screen.getByText(/Photos you upload to your account/)).toBeInTheDocument();
  });

  it('groups the tab counts by thousands in the customer’s locale (en-GB: 12,345)', async () => {
    renderPage(fakeApi(library, { summary: { photosCount: 12345, albumsCount: 1200 } }));
    const tabs = screen.getByRole('navigation', { name: 'Photo library' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /Photos/ })).toHaveTextContent('Photos 12,345'));
    expect(within(tabs).getByRole('link', { name: /Albums/ })).toHaveTextContent('Albums 1,200');
  });

  it('shows 24 photos and a +6 tile that loads the rest of the month', async () => {
    const api = fakeApi(library);
    renderPage(api);
    await waitFor(() => expect(section('2024-03').querySelectorAll('[data-photo-id]')).toHaveLength(24));
    const more = section('2024-03').querySelector<HTMLButtonElement>('button[data-more-tile]');
    expect(more).toHaveTextContent('+6');
    expect(api.getMonthPage).toHaveBeenCalledWith(
      2024,
      3,
      expect.objectContaining({ limit: 24, sortKey: 'dateTaken', sortOrder: 'desc' }),
      expect.anything(),
    );
    await userEvent.click(more as HTMLButtonElement);
    await waitFor(() => expect(section('2024-03').querySelectorAll('[data-photo-id]')).toHaveLength(30));
    expect(section('2024-03').querySelector('button[data-more-tile]')).toBeNull();
    expect(api.getMonthPage).toHaveBeenCalledWith(2024, 3, expect.objectContaining({ limit: 500, cursor: '24' }), expect.anything());
  });

  it('fetches the thumbnails of the rows on the first screen first, those below lazily at the browser’s own priority', async () => {
    const height = window.innerHeight;
    // a short window: the first screen ends inside the first month
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 160 });
    try {
      renderPage(fakeApi(library));
      await waitFor(() => expect(section('2024-03').querySelectorAll('img[data-thumbnail]').length).toBeGreaterThan(4));
      const thumbnails = [...section('2024-03').querySelectorAll('img[data-thumbnail]')];
      const priorities = thumbnails.map((img) => img.getAttribute('fetchpriority'));
      const high = priorities.filter((priority) => priority === 'high').length;
      expect(high).toBeGreaterThan(0);
      expect(high).toBeLessThan(priorities.length);
      // in display order: the first screen's rows, then the rest
      expect(priorities).toEqual([...Array<string>(high).fill('high'), ...Array<string>(priorities.length - high).fill('auto')]);
      // and those below are lazy: fetched as they come near the window, after the page's first paint
      expect(thumbnails.map((img) => img.getAttribute('loading'))).toEqual([
        ...Array<string>(high).fill('eager'),
        ...Array<string>(priorities.length - high).fill('lazy'),
      ]);
    } finally {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    }
  });

  it('shows the loader and "-" in the tabs while the counts are unknown', async () => {
    const api = fakeApi(library);
    api.getSummary.mockImplementation(() => new Promise(() => undefined));
    api.getTimelineCounts.mockImplementation(() => new Promise(() => undefined));
    renderPage(api);
    expect(await screen.findByText('Loading your photos')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Photo library' });
    expect(within(tabs).getByRole('link', { name: /Photos/ })).toHaveTextContent('Photos -');
    expect(within(tabs).getByRole('link', { name: /Albums/ })).toHaveTextContent('Albums -');
  });

  it('offers Delete all photos while the first month loads, so the toolbar keeps its height when it comes', async () => {
    const api = fakeApi(library);
    api.getTimelineCounts.mockImplementation(() => new Promise(() => undefined));
    renderPage(api);
    expect(await screen.findByText('Loading your photos')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete all photos' })).toBeInTheDocument();
  });

  it('offers no Delete all photos for an empty library, neither while it loads nor once it is known empty', async () => {
    const loading = fakeApi([]);
    loading.getTimelineCounts.mockImplementation(() => new Promise(() => undefined));
    renderPage(loading);
    const tabs = await screen.findByRole('navigation', { name: 'Photo library' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /Photos/ })).toHaveTextContent('Photos 0'));
    expect(screen.getByText('Loading your photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete all photos' })).toBeNull();
  });

  it('a month’s select all takes all of its photos: the month opens in full and the rest joins as it loads', async () => {
    const api = fakeApi(library);
    renderPage(api);
    await waitFor(() => expect(section('2024-03').querySelectorAll('[data-photo-id]')).toHaveLength(24));
    await userEvent.click(within(section('2024-03')).getByRole('button', { name: 'Select all photos of March 2024' }));
    expect(await screen.findByText('30 photos selected')).toBeInTheDocument();
    await waitFor(() => expect(section('2024-03').querySelectorAll('[data-photo-id]')).toHaveLength(30), { timeout: 3000 });
    expect(photo('march-30')).toHaveAttribute('aria-pressed', 'true');
    expect(api.getMonthPage).toHaveBeenCalledWith(2024, 3, expect.objectContaining({ limit: 500, cursor: '24' }), expect.anything());
    await userEvent.click(within(section('2024-03')).getByRole('button', { name: 'Deselect all photos of March 2024' }));
    expect(screen.getByText('0 photos selected')).toBeInTheDocument();
  });

  it('hover title: Taken on {date} for a dated photo, none without a date', async () => {
    renderPage(fakeApi(library));
    await waitFor(() => expect(photo('undated-1')).toBeInTheDocument());
    expect(photo('march-01').getAttribute('title')).toMatch(/^Taken on 28 March 2024 at \d{2}:\d{2}:\d{2}$/);
    expect(photo('undated-1')).not.toHaveAttribute('title');
  });

  it('a click opens the preview keeping the query string', async () => {
    renderPage(fakeApi(library));
    await waitFor(() => expect(photo('feb-02')).toBeInTheDocument());
    await userEvent.click(photo('feb-02'));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-photos/photos/preview/feb-02?embedded=true');
  });

  it('selection mode: toggle, Shift-range across months, a month’s select all, select all and cancel', async () => {
    renderPage(fakeApi(library));
    await waitFor(() => expect(photo('feb-03')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await userEvent.click(photo('march-23'));
    expect(photo('march-23')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(photo('feb-02'), { shiftKey: true });
    // march-23, march-24 (the 24 shown), feb-01, feb-02
    expect(screen.getByText('4 photos selected')).toBeInTheDocument();
    expect(photo('march-24')).toHaveAttribute('aria-pressed', 'true');
    expect(photo('feb-01')).toHaveAttribute('aria-pressed', 'true');
    expect(photo('feb-03')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(section('2024-02')).getByRole('button', { name: 'Select all photos of February 2024' }));
    expect(screen.getByText('5 photos selected')).toBeInTheDocument();
    await userEvent.click(within(section('2024-02')).getByRole('button', { name: 'Deselect all photos of February 2024' }));
    expect(screen.getByText('2 photos selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('28 photos selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(screen.getByText('0 photos selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete all photos' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Select' })).toBeInTheDocument();
    expect(photo('march-23')).not.toHaveAttribute('aria-pressed');
  });

  it('while selecting, the toolbar offers Download, Copy to album (its flag on) then Delete, each disabled without a selection', async () => {
    renderPage(fakeApi(library), ['PhotoManagementAlbumViewEnabled', 'PhotoManagementCopyToAlbumEnabled']);
    await waitFor(() => expect(photo('feb-03')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Photo actions' });
    const actions = () =>
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent);
    // the bulk actions come with their code (src/features/photos/bulk)
    await waitFor(() => expect(actions()).toEqual(['Select all', 'Deselect all', 'Download', 'Copy to album', 'Delete', 'Cancel']));
    expect(within(toolbar).getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(toolbar).getByRole('button', { name: 'Copy to album' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(toolbar).getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(photo('feb-01'));
    expect(within(toolbar).getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled');
    expect(within(toolbar).getByRole('button', { name: 'Copy to album' })).not.toHaveAttribute('aria-disabled');
    expect(within(toolbar).getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  });

  it('copies a selection from the toolbar: the modal shows the link, and closing it ends selection mode', async () => {
    const albums = fakeAlbumPhotosApi([fixtureAlbum('album-garden', 'Garden', 4)]);
    renderPage(fakeApi(library), ['PhotoManagementAlbumViewEnabled', 'PhotoManagementCopyToAlbumEnabled'], albums);
    await waitFor(() => expect(photo('feb-03')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await userEvent.click(photo('feb-01'));
    await userEvent.click(photo('feb-02'));
    await userEvent.click(
      await within(screen.getByRole('toolbar', { name: 'Photo actions' })).findByRole('button', { name: 'Copy to album' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copy to album' });
    expect(dialog).toHaveAccessibleDescription('2 photos selected');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Garden/ }));
    expect(await within(dialog).findByRole('link', { name: 'Garden' })).toHaveAttribute(
      'href',
      '/my-photos/albums/album-garden?embedded=true',
    );
    expect(albums.addPhotos).toHaveBeenCalledWith('album-garden', ['feb-01', 'feb-02'], expect.anything());
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) ?? dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Select' })).toBeInTheDocument();
  });

  it('without the copy-to-album flag the toolbar has no Copy to album', async () => {
    renderPage(fakeApi(library));
    await waitFor(() => expect(photo('feb-03')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(within(screen.getByRole('toolbar', { name: 'Photo actions' })).queryByRole('button', { name: 'Copy to album' })).toBeNull();
  });

  it('walks the grid with the arrow keys (one tab stop), Space selects, Enter opens the preview', async () => {
    renderPage(fakeApi(library));
    await waitFor(() => expect(photo('feb-03')).toBeInTheDocument());
    expect(photo('march-01')).toHaveAttribute('tabindex', '0');
    expect(photo('march-02')).toHaveAttribute('tabindex', '-1');
    act(() => photo('march-01').focus());
    fireEvent.keyDown(photo('march-01'), { key: 'ArrowRight' });
    await waitFor(() => expect(photo('march-02')).toHaveFocus());
    expect(photo('march-02')).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(photo('march-02'), { key: 'ArrowLeft' });
    await waitFor(() => expect(photo('march-01')).toHaveFocus());
    // the last of March goes on to the first of February
    act(() => photo('march-24').focus());
    fireEvent.keyDown(photo('march-24'), { key: 'ArrowRight' });
    await waitFor(() => expect(photo('feb-01')).toHaveFocus());
    fireEvent.keyDown(photo('feb-01'), { key: ' ' });
    expect(await screen.findByText('1 photo selected')).toBeInTheDocument();
    expect(photo('feb-01')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(photo('feb-01'), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/my-photos/photos/preview/feb-01');
  });

  it('the date-added sort shows one flat grid; the choice is saved', async () => {
    const api = fakeApi(library);
    renderPage(api);
    await waitFor(() => expect(document.querySelectorAll('section[data-month]')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Date added (new-old)');
    await waitFor(() => expect(document.querySelector('[data-flat-grid]')).not.toBeNull());
    expect(document.querySelectorAll('section[data-month]')).toHaveLength(0);
    expect(api.getPhotosPage).toHaveBeenCalledWith(
      expect.objectContaining({ sortKey: 'created', sortOrder: 'desc', limit: 500 }),
      expect.anything(),
    );
    expect(JSON.parse(window.localStorage.getItem('mya.photos.sort.photos') ?? 'null')).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect([...(screen.getByLabelText('Sort by') as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Date added (new-old)',
      'Date added (old-new)',
      'Date taken (new-old)',
      'Date taken (old-new)',
    ]);
  });

  it('an empty library says so; the albums tab is absent without the album view', async () => {
    renderPage(fakeApi([]), []);
    expect(await screen.findByText('Your photo library is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Albums/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete all photos' })).toBeNull();
  });

  it('a failed load shows the error with a retry', async () => {
    const api = fakeApi(library, { failCounts: true });
    renderPage(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Your photos could not be loaded');
    api.setFailCounts(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.querySelectorAll('section[data-month]')).toHaveLength(3));
  });

  it('photos hidden by a delete leave the grid and the counts, and come back on undo', async () => {
    const lib = renderPage(fakeApi(library));
    await waitFor(() => expect(photo('feb-03')).toBeInTheDocument());
    act(() => lib.timeline.send({ type: 'photoTimeline.hide', imageIds: ['feb-01', 'feb-02', 'feb-03'] }));
    expect(document.querySelector('section[data-month="2024-02"]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: /Photos/ })).toHaveTextContent('Photos 31'));
    act(() => lib.timeline.send({ type: 'photoTimeline.unhide', imageIds: ['feb-01', 'feb-02', 'feb-03'] }));
    expect(section('2024-02').querySelectorAll('[data-photo-id]')).toHaveLength(3);
  });
});

// The album photo flows with a real photo library (fake photo and albums APIs): remove from album
// (disabled without a selection, optimistic removal, the toast singular and plural with the album's
// name, a failure restoring the photos not removed in the open modal), copy to album (no button
// with the flag off, the modal's paged album list, the new album's name checked on submit, the link
// to the album, the error in the modal) and the add-photos picker.
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlag } from '@schemas/config';
import { fixtureAlbum } from '@machines/photos/albums/fixtures/albumPhotos';
import { fixtureImages } from '@machines/photos/library/fixtures/deletes';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import { FlagsProvider } from '@/platform/flags/FlagsContext';
import { createServicesOf } from '@/platform/services/services';
import { ServicesProvider } from '@/platform/services/ServicesContext';
import { ToastHost } from '@/app/toasts/ToastHost';
import { toasts } from '@/platform/toasts/toasts';
import { AddPhotosToAlbumButton } from '@/features/photos/albums/add/AddPhotosToAlbumButton';
import { CopyToAlbumButton } from '@/features/photos/albums/copy/CopyToAlbumButton';
import { RemoveFromAlbumButton } from '@/features/photos/albums/remove/RemoveFromAlbumButton';
import { RemoveFromAlbumPreviewAction } from '@/features/photos/albums/remove/RemoveFromAlbumPreviewAction';
import type { PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { PhotoLibraryProvider } from '@/features/photos/wiring/library';
import { fakeAlbumPhotosApi, type FakeAlbumPhotosApi } from '../fixtures/albumPhotosApi';
import { fakePhotosApi, type FakePhotosApi } from '../fixtures/photosApi';
import { catchErrorReports } from './support/errorReports';
import { loadAllMonths, makeLibrary } from './support/photoHarness';
import { setViewportWidth } from './support/screen';
import { NoResize, VisibleObserver } from './support/observers';
import { TestLanguage } from './support/TestLanguage';

const ALBUM = { albumId: 'album-holiday', albumName: 'Summer holiday' };
const COPY_FLAG: FeatureFlag = 'PhotoManagementCopyToAlbumEnabled';

let library: PhotoLibrary;
let photosApi: FakePhotosApi;
let albumsApi: FakeAlbumPhotosApi;

beforeEach(async () => {
  catchErrorReports();
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  setViewportWidth(1300);
  photosApi = fakePhotosApi(fixtureImages);
  albumsApi = fakeAlbumPhotosApi();
  library = makeLibrary(fixtureImages, photosApi);
  await loadAllMonths(library, fixtureImages);
});

afterEach(() => {
  vi.unstubAllGlobals();
  library.stop();
  toasts.send({ type: 'toasts.dismissAll' });
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialogStack.close', id: dialog.id });
});

function LocationText() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderFlows(ui: ReactNode, flags: readonly FeatureFlag[] = [COPY_FLAG]) {
  return render(
    <TestLanguage>
      <FlagsProvider flags={new Set(flags)}>
        <PhotoLibraryProvider library={library}>
          <ServicesProvider services={createServicesOf({ photos: photosApi, albums: albumsApi })}>
            <MemoryRouter initialEntries={['/my-photos/photos?from=test']}>
              <LocationText />
              <Routes>
                <Route path="/my-photos/photos" element={ui} />
                <Route path="/my-photos/albums/:id" element={<p>album page</p>} />
              </Routes>
              <ToastHost />
            </MemoryRouter>
          </ServicesProvider>
        </PhotoLibraryProvider>
      </FlagsProvider>
    </TestLanguage>,
  );
}

const visibleIds = () => {
  const { context } = library.timeline.getSnapshot();
  const hidden = new Set(context.hidden);
  return context.months.flatMap((month) => month.images.map((image) => image.imageId)).filter((id) => !hidden.has(id));
};

describe('remove from album', () => {
  it('is disabled with its reason without a selection', async () => {
    renderFlows(<RemoveFromAlbumButton {...ALBUM} photoIds={[]} onRemoved={() => {}} />);
    const button = screen.getByRole('button', { name: 'Remove from album' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select photos to remove them from the album');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes three photos at once and says so with the album name, ending selection mode', async () => {
    const onRemoved = vi.fn();
    const ids = ['photo-1', 'photo-2', 'photo-3'];
    renderFlows(<RemoveFromAlbumButton {...ALBUM} photoIds={ids} onRemoved={onRemoved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 3 photos from Summer holiday?' });
    expect(dialog).toHaveTextContent('The photos stay in your library and in your other albums.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('3 photos removed from Summer holiday')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(albumsApi.removePhotos).toHaveBeenCalledWith('album-holiday', ids, expect.anything());
    expect(onRemoved).toHaveBeenCalledTimes(1);
    expect(visibleIds()).toEqual([]);
  });

  it('from the preview: one photo, the singular toast, and the preview told which photo went', async () => {
    const onRemoved = vi.fn();
    renderFlows(<RemoveFromAlbumPreviewAction {...ALBUM} photoId="photo-2" onRemoved={onRemoved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo from Summer holiday?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Photo removed from Summer holiday')).toBeInTheDocument();
    expect(onRemoved).toHaveBeenCalledWith('photo-2');
    expect(visibleIds()).toEqual(['photo-1', 'photo-3']);
  });

  it('a failure brings every photo back and keeps the modal open with the error', async () => {
    let release: () => void = () => {};
    albumsApi.removePhotos.mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          release = () => reject(new Error('DELETE /albums/album-holiday/photos failed with 500'));
        }),
    );
    const onRemoved = vi.fn();
    renderFlows(<RemoveFromAlbumButton {...ALBUM} photoIds={['photo-1', 'photo-3']} onRemoved={onRemoved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 photos from Summer holiday?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // optimistic: out of the grid while the request is on its way
    expect(visibleIds()).toEqual(['photo-2']);
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Your photos could not be removed from the album');
    expect(dialog).toBeInTheDocument();
    expect(visibleIds()).toEqual(['photo-1', 'photo-2', 'photo-3']);
    expect(onRemoved).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('photos a failed list names come back; the others stay removed; the singular error for one photo', async () => {
    albumsApi.removePhotos.mockResolvedValueOnce({ failed: ['photo-1'] });
    renderFlows(<RemoveFromAlbumPreviewAction {...ALBUM} photoId="photo-1" onRemoved={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from album' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Your photo could not be removed from the album');
    expect(visibleIds()).toEqual(['photo-1', 'photo-2', 'photo-3']);
    // try again: this time it goes
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Photo removed from Summer holiday')).toBeInTheDocument();
    expect(visibleIds()).toEqual(['photo-2', 'photo-3']);
  });
});

describe('copy to album', () => {
  const albums = Array.from({ length: 55 }, (_, index) => fixtureAlbum(`album-${index + 1}`, `Album ${index + 1}`, index));

  it('shows no button with the copy-to-album flag off', () => {
    renderFlows(<CopyToAlbumButton photoIds={['photo-1']} onCopied={() => {}} />, []);
    expect(screen.queryByRole('button', { name: 'Copy to album' })).not.toBeInTheDocument();
  });

  it('is disabled with its reason without a selection', async () => {
    renderFlows(<CopyToAlbumButton photoIds={[]} onCopied={() => {}} />);
    const button = screen.getByRole('button', { name: 'Copy to album' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select photos to copy them to an album');
  });

  it('lists the non-shared albums page by page, copies into the one chosen and links to it', async () => {
    albumsApi = fakeAlbumPhotosApi(albums);
    const onCopied = vi.fn();
    renderFlows(<CopyToAlbumButton photoIds={['photo-1', 'photo-2', 'photo-3']} onCopied={onCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy to album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy to album' });
    expect(dialog).toHaveAccessibleDescription('3 photos selected');
    // the end marker is in view: the second page follows the first
    expect(await within(dialog).findByRole('button', { name: /Album 55/ })).toBeInTheDocument();
    expect(albumsApi.listAlbums.mock.calls.map(([page]) => page)).toEqual([
      { cursor: null, limit: 50, displaySharedData: false },
      { cursor: '50', limit: 50, displaySharedData: false },
    ]);
    expect(within(dialog).getByRole('button', { name: /Album 3\b/ })).toHaveTextContent('2 photos');

    await userEvent.click(within(dialog).getByRole('button', { name: /Album 2\b/ }));
    const link = await within(dialog).findByRole('link', { name: 'Album 2' });
    expect(dialog).toHaveTextContent('Photos copied to Album 2');
    expect(link).toHaveAttribute('href', '/my-photos/albums/album-2?from=test');
    expect(albumsApi.addPhotos).toHaveBeenCalledWith('album-2', ['photo-1', 'photo-2', 'photo-3'], expect.anything());
    // selection mode ends as the modal closes, not while it shows the link
    expect(onCopied).not.toHaveBeenCalled();
    await userEvent.click(link);
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-photos/albums/album-2?from=test');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the new album’s name on submit only, then creates it and copies into it', async () => {
    renderFlows(<CopyToAlbumButton photoIds={['photo-1']} onCopied={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy to album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy to album' });
    expect(await within(dialog).findByText('You have no albums to copy to yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Create new album/ }));
    const field = within(dialog).getByLabelText('Name of the new album');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('placeholder', 'Untitled album');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(within(dialog).getByText('Please give your album a name')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'Rome;');
    // no check while typing
    expect(within(dialog).queryByText('Name not valid')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(within(dialog).getByText('Name not valid')).toBeInTheDocument();
    expect(albumsApi.createAlbum).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, ' Rome 2024 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(await within(dialog).findByRole('link', { name: 'Rome 2024' })).toBeInTheDocument();
    const [albumId, albumName] = albumsApi.createAlbum.mock.calls[0] ?? [];
    expect(albumId).toMatch(/^[0-9a-f-]{36}$/);
    expect(albumName).toBe('Rome 2024');
    expect(albumsApi.addPhotos).toHaveBeenCalledWith(albumId, ['photo-1'], expect.anything());
  });

  it('a failed copy stays in the modal with the error, and Try again copies', async () => {
    albumsApi = fakeAlbumPhotosApi(albums.slice(0, 2));
    albumsApi.addPhotos.mockRejectedValueOnce(new Error('POST /albums/album-1/photos failed with 500'));
    renderFlows(<CopyToAlbumButton photoIds={['photo-1']} onCopied={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy to album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy to album' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Album 1\b/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to save changes. Please try again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/Photos copied to/)).toBeInTheDocument();
    expect(albumsApi.addPhotos).toHaveBeenCalledTimes(2);
  });

  it('a failed album list says so in the modal with Try again', async () => {
    albumsApi.listAlbums.mockRejectedValueOnce(new Error('GET /albums failed with 500'));
    renderFlows(<CopyToAlbumButton photoIds={['photo-1']} onCopied={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy to album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy to album' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to display albums. Please refresh the page or try again later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('You have no albums to copy to yet.')).toBeInTheDocument();
  });
});

describe('add photos to an album', () => {
  beforeEach(() => {
    // the picker's scroll area has a height (jsdom lays nothing out)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-picker-scroll') ? 600 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('picks photos from the library by date added and adds them, closing the picker', async () => {
    const onAdded = vi.fn();
    renderFlows(<AddPhotosToAlbumButton {...ALBUM} onAdded={onAdded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add photos to Summer holiday' });
    const grid = await within(dialog).findByRole('region', { name: /Photos/ });
    await waitFor(() => expect(grid.querySelectorAll('[data-photo-id]')).toHaveLength(3));
    expect(photosApi.getPhotosPage).toHaveBeenCalledWith(
      expect.objectContaining({ sortKey: 'created', sortOrder: 'desc' }),
      expect.anything(),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Add 0 photos' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(grid.querySelector<HTMLElement>('[data-photo-id="photo-1"]') ?? grid);
    // Enter picks too (no preview opens from the picker)
    (grid.querySelector<HTMLElement>('[data-photo-id="photo-3"]') ?? grid).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 photos selected');
    expect(screen.getByTestId('location')).toHaveTextContent('/my-photos/photos?from=test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 photos' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(albumsApi.addPhotos).toHaveBeenCalledWith('album-holiday', ['photo-1', 'photo-3'], expect.anything());
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it('a failure stays in the picker with the error', async () => {
    albumsApi.addPhotos.mockRejectedValueOnce(new Error('POST /albums/album-holiday/photos failed with 500'));
    const onAdded = vi.fn();
    renderFlows(<AddPhotosToAlbumButton {...ALBUM} onAdded={onAdded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add photos to Summer holiday' });
    await waitFor(() => expect(dialog.querySelectorAll('[data-photo-id]')).toHaveLength(3));
    await userEvent.click(dialog.querySelector<HTMLElement>('[data-photo-id="photo-2"]') ?? dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to save changes. Please try again');
    expect(dialog).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });
});

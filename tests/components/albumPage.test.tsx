// The album page, the shared album page and their previews in the app's real route tree, over fake
// album, shared album and photo APIs: the header (breadcrumb, name, created info), the rename button,
// the delete modals (the error keeps them open; success goes to the albums), both load errors, the
// owner's and the participant's texts and participants modal, the actions a shared album does not
// allow and their explanation on focus, and the preview over an album's photos.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlag } from '@schemas/config';
import { fixtureImage } from '@machines/photos/library/fixtures/timeline';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import { fakeAlbumsApi, fakeSharedAlbumsApi, fixtureAlbum, fixtureSharedAlbum } from '../fixtures/albumPageApi';
import { fakePhotosApi } from '../fixtures/photosApi';
import { renderApp } from './support/renderApp';
import { NoResize, VisibleObserver } from './support/observers';
import { setViewportWidth } from './support/screen';

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  vi.stubGlobal('ResizeObserver', NoResize);
  window.localStorage.clear();
  setViewportWidth(1300);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialogStack.close', id: dialog.id });
});

const flags: readonly FeatureFlag[] = [
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementCopyToAlbumEnabled',
];
const photos = [1, 2, 3].map((index) => fixtureImage(`p${index}`, `2024-03-0${index}T10:00:00.000Z`));

function renderAlbum(url: string, options: { albums?: ReturnType<typeof fakeAlbumsApi>; images?: typeof photos } = {}) {
  const albums = options.albums ?? fakeAlbumsApi(fixtureAlbum(), options.images ?? photos);
  const photosApi = fakePhotosApi([]);
  const app = renderApp(url, { flags, apis: { albums, photos: photosApi } });
  return { ...app, albums, photosApi };
}

function renderShared(url: string, shared = fakeSharedAlbumsApi(fixtureSharedAlbum(), photos)) {
  const app = renderApp(url, { flags, apis: { sharedAlbums: shared, photos: fakePhotosApi([]) } });
  return { ...app, shared };
}

const thumbnails = () => document.querySelectorAll('[data-photo-id]');

describe('album page', () => {
  it('shows the breadcrumb, the name as the heading, the created date and photo count, and the album’s photos', async () => {
    const { photosApi } = renderAlbum('/my-photos/albums/album-1');
    // the first test loads the screen's lazy chunk
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Zeeland' }, { timeout: 10_000 })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'My albums' })).toHaveAttribute('href', '/my-photos/albums');
    expect(screen.getByText('Created 03 Mar 2024')).toBeInTheDocument();
    expect(screen.getByText('3 photos')).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    // the album page does not load the whole library's timeline
    expect(photosApi.getTimelineCounts).not.toHaveBeenCalled();
    expect(photosApi.getPhotosPage).not.toHaveBeenCalled();
  });

  it('says Created today for an album made today', async () => {
    renderAlbum('/my-photos/albums/album-1', { albums: fakeAlbumsApi(fixtureAlbum({ created: new Date().toISOString() }), photos) });
    expect(await screen.findByText('Created today')).toBeInTheDocument();
  });

  it('opens the rename dialog from the button beside the name', async () => {
    renderAlbum('/my-photos/albums/album-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename album Summer in Zeeland' }));
    expect(screen.getByRole('dialog', { name: 'Rename album' })).toBeInTheDocument();
  });

  it('keeps the delete modal open with its error, then deletes and goes to the albums', async () => {
    const albums = fakeAlbumsApi(fixtureAlbum(), photos);
    albums.deleteAlbum.mockRejectedValueOnce(new Error('DELETE /albums/album-1 failed with 500'));
    const { router, photosApi } = renderAlbum('/my-photos/albums/album-1', { albums });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete album' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this album?' });
    expect(within(dialog).getByText('The album will be deleted. Its photos stay in your library.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to remove album. Please try again');
    expect(screen.getByRole('dialog', { name: 'Delete this album?' })).toBeInTheDocument();
    const summaryLoads = photosApi.getSummary.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums'));
    expect(albums.deleteAlbum).toHaveBeenCalledTimes(2);
    // the Albums tab's count loads again
    expect(photosApi.getSummary.mock.calls.length).toBeGreaterThan(summaryLoads);
  });

  it('says the album cannot be displayed when it does not load', async () => {
    const albums = fakeAlbumsApi(fixtureAlbum(), photos);
    albums.getAlbum.mockRejectedValue(Object.assign(new Error('GET /albums/album-1 failed with 404'), { status: 404 }));
    renderAlbum('/my-photos/albums/album-1', { albums });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to display album. Please refresh the page or try again later.');
    expect(screen.queryByRole('button', { name: 'Delete album' })).not.toBeInTheDocument();
  });

  it('says the album’s photos cannot be displayed, and Try again loads them', async () => {
    const albums = fakeAlbumsApi(fixtureAlbum(), photos);
    albums.getAlbumPhotos.mockRejectedValueOnce(new Error('GET /albums/album-1/photos failed with 500'));
    renderAlbum('/my-photos/albums/album-1', { albums });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to display album photos. Please refresh the page or try again later.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
  });

  it('says an empty album has no photos and offers Add photos', async () => {
    renderAlbum('/my-photos/albums/album-1', { images: [] });
    expect(await screen.findByText('This album has no photos yet.')).toBeInTheDocument();
    // one Add photos: its modal is one dialog of the page's dialog stack
    expect(screen.getAllByRole('button', { name: 'Add photos' })).toHaveLength(1);
  });

  it('asks the album’s photos in the saved album sort, whatever the sort key (no month timeline)', async () => {
    window.localStorage.setItem('mya.photos.sort.albumPhotos', JSON.stringify({ sortKey: 'dateTaken', sortOrder: 'asc' }));
    const { albums } = renderAlbum('/my-photos/albums/album-1');
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(albums.getAlbumPhotos).toHaveBeenCalledWith(
      'album-1',
      expect.objectContaining({ sortKey: 'dateTaken', sortOrder: 'asc' }),
      expect.anything(),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('dateTaken-asc');
  });
});

describe('album photo preview', () => {
  it('steps through the album’s photos, offers remove from album instead of Delete, and goes back to the album', async () => {
    const { router } = renderAlbum('/my-photos/albums/album-1/preview/p2');
    await waitFor(() => expect(document.querySelector('[data-preview-image]')).toHaveAttribute('data-photo-id', 'p2'));
    expect(screen.queryByRole('banner')).toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Photo actions' });
    expect(within(toolbar).getByRole('button', { name: 'Remove from album' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Copy to album' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums/album-1/preview/p3'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums/album-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Zeeland' })).toBeInTheDocument();
  });

  it('redirects to the album for a photo that is not in it', async () => {
    const { router } = renderAlbum('/my-photos/albums/album-1/preview/elsewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums/album-1'));
  });
});

describe('shared album page', () => {
  it('shows a participant who shares it, the owner in the participants modal, and the participant’s delete text', async () => {
    renderShared('/my-photos/shared-albums/shared-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family weekend' })).toBeInTheDocument();
    expect(screen.getByText('friend@example.com shares this album with you. You can view and download its photos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Participants' }));
    const people = screen.getByRole('dialog', { name: 'People in this album' });
    expect(within(people).getByRole('heading', { name: 'Owner' })).toBeInTheDocument();
    expect(within(people).getByRole('listitem')).toHaveTextContent('friend@example.com');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(people).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete album' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this shared album?' });
    expect(dialog).toHaveTextContent(
      'Only your access to this album and the photos you added to it will be removed. The album stays for its other participants.',
    );
  });

  it('shows the owner the participants’ e-mails and the delete-for-everyone text; a failure keeps the modal open', async () => {
    const shared = fakeSharedAlbumsApi(
      fixtureSharedAlbum({
        ownerId: 'acc-1',
        owner: { id: 'acc-1', email: 'me@example.com' },
        participants: [
          { id: 'acc-2', email: 'friend@example.com' },
          { id: 'acc-3', email: 'aunt@example.com' },
        ],
      }),
      photos,
    );
    shared.deleteSharedAlbum.mockRejectedValueOnce(new Error('DELETE /shared-albums/shared-1 failed with 500'));
    const { router } = renderShared('/my-photos/shared-albums/shared-1', shared);
    expect(
      await screen.findByText('You share this album. Everyone you share it with can view and download its photos.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Participants' }));
    const people = screen.getByRole('dialog', { name: 'People in this album' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['friend@example.com', 'aunt@example.com']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Delete album' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this shared album?' });
    expect(dialog).toHaveTextContent('The album will be deleted for all participants. Your photos stay in your library.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to remove album. Please try again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums'));
  });

  it('disables copy, delete from album and order prints while selecting, each explained on focus', async () => {
    renderShared('/my-photos/shared-albums/shared-1');
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Photo actions' });
    for (const name of ['Copy to album', 'Delete from album', 'Order prints']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    within(toolbar).getByRole('button', { name: 'Copy to album' }).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Unavailable for shared albums');
  });

  it('previews a shared album’s photo with copy and delete from album disabled', async () => {
    renderShared('/my-photos/shared-albums/shared-1/preview/p1');
    await waitFor(() => expect(document.querySelector('[data-preview-image]')).toHaveAttribute('data-photo-id', 'p1'));
    const toolbar = screen.getByRole('toolbar', { name: 'Photo actions' });
    expect(within(toolbar).getByRole('button', { name: 'Copy to album' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(toolbar).getByRole('button', { name: 'Delete from album' })).toHaveAttribute('aria-disabled', 'true');
  });
});

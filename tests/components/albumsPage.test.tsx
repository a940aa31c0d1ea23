// The Albums tab in the app's route tree, over fake albums, shared albums and photo APIs (no
// network): the 'New album' tile and the album cards (cover or placeholder, count, name, created
// today / yesterday / date, where a card leads), paging by 49 then 50 as the end marker shows, the
// 'Shared with you' section only with its flag and albums shared, both load errors with Try again,
// the empty state, the tab count following a create, and the create and rename modals.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureAlbum, fixtureSharedAlbum } from '@machines/photos/albums/fixtures/albums';
import { fixtureImage } from '@machines/photos/library/fixtures/timeline';
import type { Album } from '@schemas/albums';
import type { FeatureFlag } from '@schemas/config';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import { screens } from '@/app/router/screens';
import { RenameAlbumDialog } from '@/features/photos/albums/form/AlbumNameDialogs';
import { fakeAlbumsApi, fakeSharedAlbumsApi } from '../fixtures/albumsApi';
import { fakePhotosApi } from '../fixtures/photosApi';
import { catchErrorReports } from './support/errorReports';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { VisibleObserver } from './support/observers';

beforeEach(() => {
  catchErrorReports();
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  setViewportWidth(1300);
});
afterEach(() => {
  // unmounted before the account scope stops (a signed-out photo page has no library to read)
  cleanup();
  vi.unstubAllGlobals();
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialogStack.close', id: dialog.id });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const albumView: FeatureFlag = 'PhotoManagementAlbumViewEnabled';
const sharedView: FeatureFlag = 'PhotoManagementSharedAlbumsViewEnabled';

const today = fixtureAlbum(0, { albumId: 'today', albumName: 'Beach', created: new Date().toISOString(), photosCount: 3 });
const yesterday = fixtureAlbum(1, {
  albumId: 'yesterday',
  albumName: 'Garden',
  created: new Date(Date.now() - DAY_MS).toISOString(),
  coverPhoto: null,
  photosCount: 0,
});
const older = fixtureAlbum(2, {
  albumId: 'older',
  albumName: 'Ski trip',
  created: '2023-02-05T12:00:00.000Z',
  photosCount: 1,
  isShared: true,
});

interface Setup {
  albums?: readonly Album[];
  flags?: readonly FeatureFlag[];
  readAlbumsCount?: number;
  url?: string;
  screens?: typeof screens;
  /** changes the fake APIs' answers before the page asks them anything */
  prepare?: (apis: { albumsApi: ReturnType<typeof fakeAlbumsApi>; sharedApi: ReturnType<typeof fakeSharedAlbumsApi> }) => void;
}

function renderAlbums({
  albums = [today, yesterday, older],
  flags = [albumView],
  readAlbumsCount = 0,
  url,
  screens: given,
  prepare,
}: Setup = {}) {
  const albumsApi = fakeAlbumsApi(albums);
  const sharedApi = fakeSharedAlbumsApi([fixtureSharedAlbum(0), fixtureSharedAlbum(1, { coverPhoto: fixtureImage('shared-cover', null) })]);
  const photosApi = fakePhotosApi([], { summary: { albumsCount: albums.length, readAlbumsCount } });
  prepare?.({ albumsApi, sharedApi });
  const app = renderApp(url ?? '/my-photos/albums?from=test', {
    flags,
    apis: { albums: albumsApi, sharedAlbums: sharedApi, photos: photosApi },
    ...(given ? { screens: given } : {}),
  });
  return { ...app, albumsApi, sharedApi, photosApi };
}

/** The first wait of a test: the screen's chunk and the first answers (slow on a busy machine). */
const slow = { timeout: 5_000 };
const ownGrid = () => screen.findByRole('list', { name: 'My albums' }, slow);
const card = (name: string) => {
  const link = screen.getByRole('link', { name: new RegExp(name) });
  return link;
};

describe('Albums tab', () => {
  it('shows the New album tile first, then the cards with cover, count, name and created day', async () => {
    renderAlbums();
    const grid = await ownGrid();
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(4));
    const items = within(grid).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'New album' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My photos' })).toBeInTheDocument();
    expect(card('Beach')).toHaveTextContent('3 photosBeachCreated today');
    expect(card('Garden')).toHaveTextContent('0 photosGardenCreated yesterday');
    expect(card('Ski trip')).toHaveTextContent('1 photoSki tripCreated 05 Feb 2023');
    // a cover photo at the grid's thumbnail size (800 on a wide screen), or a placeholder
    expect(card('Beach').querySelector('img')).toHaveAttribute('src', 'http://localhost:8080/media/cover-album-001/800.jpg');
    expect(card('Garden').querySelector('img')).toBeNull();
    expect(card('Garden').querySelector('[data-cover-placeholder]')).not.toBeNull();
    // the query string goes along; an own shared album opens the album page while shared albums are off
    expect(card('Beach')).toHaveAttribute('href', '/my-photos/albums/today?from=test');
    expect(card('Ski trip')).toHaveAttribute('href', '/my-photos/albums/older?from=test');
    const tabs = screen.getByRole('navigation', { name: 'Photo library' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /Albums/ })).toHaveTextContent('Albums 3'));
  });

  it('takes the 300 thumbnail on a phone', async () => {
    setViewportWidth(400);
    renderAlbums();
    await ownGrid();
    await waitFor(() =>
      expect(card('Beach').querySelector('img')).toHaveAttribute('src', 'http://localhost:8080/media/cover-album-001/300.jpg'),
    );
  });

  it('loads the covers of the first view at once and first, the others as they come near the screen', async () => {
    renderAlbums({ albums: Array.from({ length: 10 }, (_, index) => fixtureAlbum(index)) });
    const grid = await ownGrid();
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(10));
    const covers = [...grid.querySelectorAll('img')];
    expect(covers.map((cover) => [cover.getAttribute('loading'), cover.getAttribute('fetchpriority')])).toEqual([
      ...Array.from({ length: 6 }, () => ['eager', 'high']),
      ...Array.from({ length: 4 }, () => ['lazy', 'auto']),
    ]);
  });

  it('loads 49 albums, then 50 more when the end marker shows', async () => {
    const many = Array.from({ length: 55 }, (_, index) => fixtureAlbum(index));
    const { albumsApi } = renderAlbums({ albums: many });
    const grid = await ownGrid();
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(55));
    expect(albumsApi.listAlbums.mock.calls.map(([page]) => page)).toEqual([
      { cursor: null, limit: 49 },
      { cursor: '49', limit: 50 },
    ]);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(56);
  });

  it('shows Shared with you only with shared albums on and albums shared with the customer', async () => {
    const on = renderAlbums({ flags: [albumView, sharedView], readAlbumsCount: 2 });
    const shared = await screen.findByRole('list', { name: 'Shared with you' }, slow);
    expect(screen.getByRole('heading', { level: 2, name: 'Shared with you' })).toBeInTheDocument();
    await waitFor(() => expect(within(shared).getAllByRole('link')).toHaveLength(2));
    expect(on.sharedApi.listSharedAlbums).toHaveBeenCalledWith({ cursor: null, limit: 50 }, expect.anything());
    expect(within(shared).getByRole('link', { name: /Shared 1/ })).toHaveAttribute('href', '/my-photos/shared-albums/shared-001?from=test');
    // an own album shared with others opens its shared album page (the owner's view)
    expect(card('Ski trip')).toHaveAttribute('href', '/my-photos/shared-albums/older?from=test');
    expect(card('Beach')).toHaveAttribute('href', '/my-photos/albums/today?from=test');
    // DECISIONS 23: own albums plus the ones shared with the customer
    const tabs = screen.getByRole('navigation', { name: 'Photo library' });
    expect(within(tabs).getByRole('link', { name: /Albums/ })).toHaveTextContent('Albums 5');
    on.unmount();

    const none = renderAlbums({ flags: [albumView, sharedView], readAlbumsCount: 0 });
    await ownGrid();
    await waitFor(() => expect(none.photosApi.getSummary).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Shared with you' })).toBeNull();
    none.unmount();

    const off = renderAlbums({ flags: [albumView], readAlbumsCount: 2 });
    await waitFor(() => expect(card('Beach')).toBeInTheDocument(), slow);
    expect(screen.queryByRole('heading', { name: 'Shared with you' })).toBeNull();
    expect(none.sharedApi.listSharedAlbums).not.toHaveBeenCalled();
    expect(off.sharedApi.listSharedAlbums).not.toHaveBeenCalled();
  });

  it('shows Shared with you below the own albums once they have come, so it is never pushed down in view', async () => {
    let answerOwn: () => void = () => undefined;
    const { sharedApi } = renderAlbums({
      flags: [albumView, sharedView],
      readAlbumsCount: 2,
      prepare: ({ albumsApi }) => {
        const answer = albumsApi.listAlbums.getMockImplementation();
        albumsApi.listAlbums.mockImplementationOnce(
          (page, options) =>
            new Promise((resolve, reject) => {
              answerOwn = () => void answer?.(page, options).then(resolve, reject);
            }),
        );
      },
    });
    // the shared albums load beside the own ones, but wait to be shown
    await waitFor(() => expect(sharedApi.listSharedAlbums).toHaveBeenCalled(), slow);
    expect(screen.getByText('Loading your albums')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shared with you' })).toBeNull();
    answerOwn();
    const shared = await screen.findByRole('list', { name: 'Shared with you' });
    expect(card('Beach').compareDocumentPosition(shared) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the albums load error with Try again', async () => {
    renderAlbums({ prepare: ({ albumsApi }) => albumsApi.listAlbums.mockRejectedValueOnce(new Error('GET /albums failed with 500')) });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Unable to display albums. Please refresh the page or try again later.');
    // the New album tile stays: creating an album does not need the list
    expect(screen.getByRole('button', { name: 'New album' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('Beach')).toBeInTheDocument(), slow);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the shared albums load error with Try again', async () => {
    renderAlbums({
      flags: [albumView, sharedView],
      readAlbumsCount: 2,
      prepare: ({ sharedApi }) => sharedApi.listSharedAlbums.mockRejectedValueOnce(new Error('GET /shared-albums failed with 503')),
    });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Unable to display shared albums. Please refresh the page or try again later.');
    expect(card('Beach')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const shared = await screen.findByRole('list', { name: 'Shared with you' });
    await waitFor(() => expect(within(shared).getAllByRole('link')).toHaveLength(2));
  });

  it('shows the New album tile and a sentence when there are no albums', async () => {
    renderAlbums({ albums: [] });
    expect(await screen.findByText(/You have no albums yet/, {}, slow)).toBeInTheDocument();
    expect(within(await ownGrid()).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Create album', () => {
  it('checks the name on submit only, keeps the modal and the name on failure, then lands in the new album', async () => {
    const { albumsApi, photosApi, router } = renderAlbums();
    await waitFor(() => expect(card('Beach')).toBeInTheDocument(), slow);
    await userEvent.click(screen.getByRole('button', { name: 'New album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new album' });
    const field = within(dialog).getByLabelText('Album name');
    expect(field).toHaveAttribute('placeholder', 'Untitled album');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'false');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please give your album a name');
    // typing does not check: the message stays until the next submit
    await userEvent.type(field, 'Me <3');
    expect(within(dialog).queryByText('Name not valid')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(field).toHaveAccessibleDescription('Name not valid');
    expect(albumsApi.createAlbum).not.toHaveBeenCalled();

    albumsApi.createAlbum.mockRejectedValueOnce(new Error('POST /albums failed with 500'));
    await userEvent.clear(field);
    await userEvent.type(field, ' Holiday ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to save changes. Please try again');
    expect(screen.getByRole('dialog', { name: 'Create new album' })).toBeInTheDocument();
    expect(field).toHaveValue(' Holiday ');
    expect(field).toHaveAttribute('aria-invalid', 'false');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/my-photos\/albums\/[0-9a-f-]{36}$/));
    expect(router.state.location.search).toBe('?from=test');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [first, second] = albumsApi.createAlbum.mock.calls;
    // one client-made id for both tries: a retry never makes two albums
    expect(first?.[0]).toBe(second?.[0]);
    expect(first?.[1]).toBe('Holiday');
    expect(router.state.location.pathname).toBe(`/my-photos/albums/${String(second?.[0])}`);
    // the list and the tab count learn of it
    await waitFor(() => expect(albumsApi.listAlbums).toHaveBeenCalledTimes(2));
    expect(photosApi.getSummary).toHaveBeenCalledTimes(2);
  });

  it('closes on Cancel without creating, and opens with an empty field again', async () => {
    const { albumsApi } = renderAlbums();
    await userEvent.click(await screen.findByRole('button', { name: 'New album' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create new album' });
    await userEvent.type(within(dialog).getByLabelText('Album name'), 'Draft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'New album' }));
    const again = await screen.findByRole('dialog', { name: 'Create new album' });
    expect(within(again).getByLabelText('Album name')).toHaveValue('');
    expect(albumsApi.createAlbum).not.toHaveBeenCalled();
  });
});

/** A stand-in album page: its name and a Rename button opening the real rename modal. */
function RenameHarness() {
  const [album, setAlbum] = useState({ albumId: today.albumId, albumName: today.albumName });
  const [open, setOpen] = useState(false);
  return (
    <div>
      <h1>{album.albumName}</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <RenameAlbumDialog album={album} open={open} onOpenChange={setOpen} onRenamed={(renamed) => setAlbum(renamed)} />
    </div>
  );
}

describe('Rename album', () => {
  it('is prefilled, checks the name on submit, keeps the modal on failure, and renames in the list too', async () => {
    const { albumsApi, router } = renderAlbums({ screens: { ...screens, album: async () => RenameHarness } });
    await waitFor(() => expect(card('Beach')).toBeInTheDocument(), slow);
    await userEvent.click(card('Beach'));
    await screen.findByRole('heading', { level: 1, name: 'Beach' });
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename album' });
    const field = within(dialog).getByLabelText('Album name');
    expect(field).toHaveValue('Beach');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Please give your album a name');
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Name not valid');

    albumsApi.renameAlbum.mockRejectedValueOnce(new Error('PATCH /albums/today failed with 500'));
    await userEvent.clear(field);
    await userEvent.type(field, 'Beach 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to save changes. Please try again');
    expect(field).toHaveValue('Beach 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Beach 2024' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(albumsApi.renameAlbum).toHaveBeenLastCalledWith('today', 'Beach 2024', expect.anything());

    // back on the tab: the list shows the new name without loading again
    await router.navigate('/my-photos/albums?from=test');
    await waitFor(() => expect(card('Beach 2024')).toBeInTheDocument());
    expect(albumsApi.listAlbums).toHaveBeenCalledTimes(1);
  });
});

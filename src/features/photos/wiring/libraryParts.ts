// The photo libraries as parts of the account scope (src/platform/accountScope): made for the signed-in
// account on first use, stopped with everything else of the account on sign-out or when another
// account signs in (the next use then makes a fresh one). The whole library is one part; the album
// views keep the library of the album open last (one per view), so that the album's preview and the
// way back to the album find its photos, order and scroll position as they were.
import type { SortView } from '@schemas/photos';
import { albumsApi, sharedAlbumsApi } from '@/api/albums';
import { photosApi } from '@/api/photos';
import { accountPart, type AccountContext, type AccountPart, type Stoppable } from '@/platform/accountScope/accountScope';
import { createPhotoLibrary, listSource, wholeLibrarySource, type PhotoLibrary, type PhotoSource } from './createPhotoLibrary';
import { currentSort } from './sortStorage';

/**
 * The whole photo library (the Photos page and its preview; the photo tabs' counts on every photo
 * library page). Its timeline starts when a view of it asks (usePhotoLibraryActor), a photo route is
 * opened (warmPhotoLibrary.ts), or another tab is drawn and the browser idle (usePhotoLibraryCounts):
 * on the albums tab its counts and first month would otherwise load in front of the albums.
 */
const wholeLibraryPart = accountPart('photoLibrary.photos', ({ services }) =>
  createPhotoLibrary({
    source: wholeLibrarySource(services.api(photosApi)),
    view: 'photos',
    sort: currentSort('photos'),
    timeline: 'whenStarted',
  }),
);

/** The part holding the whole library. */
export function photoLibraryPart(): AccountPart<PhotoLibrary> {
  return wholeLibraryPart;
}

export type AlbumView = Exclude<SortView, 'photos'>;

/** The library of the album open last in one album view. */
export interface AlbumLibraries extends Stoppable {
  /**
   * The album's library: the one kept when `keep` and it is this album's (back from its preview,
   * the preview itself), else a fresh one (the album's photos may have changed since), the previous
   * album's stopped.
   */
  open(albumId: string, keep: boolean): PhotoLibrary;
  /** the album's view is on screen with `library`: the next opening without `keep` makes a fresh one */
  shown(library: PhotoLibrary): void;
}

function albumLibraries(view: AlbumView, sourceOf: (context: AccountContext, albumId: string) => PhotoSource) {
  return accountPart<AlbumLibraries>(`photoLibrary.${view}`, (context) => {
    let current: { albumId: string; library: PhotoLibrary; shown: boolean } | null = null;
    return {
      open(albumId, keep) {
        // a render React threw away before it was shown (a suspension, an interrupted render)
        // opens the album again: it gets the same library, not a second one cancelling its calls
        if (current && current.albumId === albumId && (keep || !current.shown)) return current.library;
        current?.library.stop();
        const library = createPhotoLibrary({ source: sourceOf(context, albumId), view, sort: currentSort(view) });
        current = { albumId, library, shown: false };
        return library;
      },
      shown(library) {
        if (current?.library === library) current.shown = true;
      },
      stop() {
        current?.library.stop();
        current = null;
      },
    };
  });
}

/** An album's photos as a list source: its pages by `getPage`, the summary of the photo API. */
function albumSource({ services }: AccountContext, getPage: PhotoSource['getPage']): PhotoSource {
  const photos = services.api(photosApi);
  return listSource({ getSummary: (options) => photos.getSummary(options), getPage });
}

const albumParts: Record<AlbumView, AccountPart<AlbumLibraries>> = {
  albumPhotos: albumLibraries('albumPhotos', (context, albumId) => {
    const albums = context.services.api(albumsApi);
    return albumSource(context, (page, options) => albums.getAlbumPhotos(albumId, page, options));
  }),
  sharedAlbumPhotos: albumLibraries('sharedAlbumPhotos', (context, albumId) => {
    const sharedAlbums = context.services.api(sharedAlbumsApi);
    return albumSource(context, (page, options) => sharedAlbums.getSharedAlbumPhotos(albumId, page, options));
  }),
};

/** The account-scope part holding an album view's library. */
export function albumLibrariesPart(view: AlbumView): AccountPart<AlbumLibraries> {
  return albumParts[view];
}

// Which photo library the views around see (docs/PHOTOS.md): the long-lived whole library of the
// signed-in account, or the library of the album open last in an album view (libraryParts.ts, in
// the account scope). An album page provides its album's to the views under it with
// <PhotoLibraryProvider>, and tests put their own in the same way.
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';
import type { PhotoLibrary, PhotoLibraryActor } from './createPhotoLibrary';
import { albumLibrariesPart, photoLibraryPart, type AlbumView } from './libraryParts';

const LibraryContext = createContext<PhotoLibrary | null>(null);

/** Puts a library of your own (tests, another host) under the hooks, for every view. */
export function PhotoLibraryProvider({ library, children }: { library: PhotoLibrary; children?: ReactNode }) {
  return createElement(LibraryContext.Provider, { value: library }, children);
}

/**
 * The library the views around show: the one provided (an album page provides its album's, tests
 * their own), else the whole library of the signed-in account (made on first use, not when one is
 * provided).
 */
export function usePhotoLibrary(): PhotoLibrary {
  const provided = useContext(LibraryContext);
  const own = useAccountPart(provided ? null : photoLibraryPart());
  const library = provided ?? own;
  if (!library) throw new Error('The photo library needs a signed-in account (<AccountScopeProvider>) or a <PhotoLibraryProvider>');
  return library;
}

/**
 * An album's library (albumPhotos, sharedAlbumPhotos) for its page and preview, to provide with
 * <PhotoLibraryProvider>: `keep` takes the one kept for this album (back from its preview; the
 * preview itself), else it loads afresh. Null while nobody is signed in.
 */
export function useAlbumLibrary(view: AlbumView, albumId: string, keep: boolean): PhotoLibrary | null {
  const libraries = useAccountPart(albumLibrariesPart(view));
  const [kept] = useState(keep);
  const library = useMemo(() => libraries?.open(albumId, kept) ?? null, [libraries, albumId, kept]);
  useEffect(() => {
    if (library) libraries?.shown(library);
  }, [libraries, library]);
  return library;
}

/** The timeline of the library around, for a view of it: started once the view is drawn (createPhotoLibrary.ts). */
export function usePhotoLibraryActor(): PhotoLibraryActor {
  const library = usePhotoLibrary();
  useEffect(() => {
    library.startTimeline();
  }, [library]);
  return library.timeline;
}

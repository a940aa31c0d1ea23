// The view context of the photo grid: which library view a grid shows (the Photos page, an album, a
// shared album) and the names of its list and preview routes. The grid module is the same for every
// view; what differs between them is this context, so an album grid is a view, not a copy.
import { createContext, useContext, type ReactNode } from 'react';
import { href } from '@/platform/routing/href';

export type GridView =
  | { view: 'photos'; listRoute: 'photos'; previewRoute: 'photoPreview' }
  | { view: 'albumPhotos'; albumId: string; listRoute: 'album'; previewRoute: 'albumPhotoPreview' }
  | { view: 'sharedAlbumPhotos'; albumId: string; listRoute: 'sharedAlbum'; previewRoute: 'sharedAlbumPhotoPreview' };

/** The Photos page (the timeline and the flat grid of the whole library). */
export const PHOTOS_VIEW: GridView = { view: 'photos', listRoute: 'photos', previewRoute: 'photoPreview' };

/** The path of a photo's preview in a view, resolved by route name with the typed `href`. */
export function previewHref(view: GridView, imageId: string): string {
  switch (view.view) {
    case 'photos':
      return href(view.previewRoute, { id: imageId });
    case 'albumPhotos':
    case 'sharedAlbumPhotos':
      return href(view.previewRoute, { id: view.albumId, photoId: imageId });
  }
}

/** The path of the view's list (the Photos page, the album's page). */
export function listHref(view: GridView): string {
  switch (view.view) {
    case 'photos':
      return href(view.listRoute);
    case 'albumPhotos':
    case 'sharedAlbumPhotos':
      return href(view.listRoute, { id: view.albumId });
  }
}

/** The view of an album's grid: its list and preview routes. */
export function albumView(view: 'albumPhotos' | 'sharedAlbumPhotos', albumId: string): GridView {
  return view === 'albumPhotos'
    ? { view, albumId, listRoute: 'album', previewRoute: 'albumPhotoPreview' }
    : { view, albumId, listRoute: 'sharedAlbum', previewRoute: 'sharedAlbumPhotoPreview' };
}

const GridViewContext = createContext<GridView>(PHOTOS_VIEW);

export function GridViewProvider({ view, children }: { view: GridView; children?: ReactNode }) {
  return <GridViewContext.Provider value={view}>{children}</GridViewContext.Provider>;
}

/** The view of the grid around (the Photos page when none is given). */
export function useGridView(): GridView {
  return useContext(GridViewContext);
}

const GridPickingContext = createContext(false);

/**
 * A grid that only picks photos (the add-photos picker): Enter toggles a photo like Space, as no
 * preview opens from there.
 */
export function GridPickingProvider({ children }: { children?: ReactNode }) {
  return <GridPickingContext.Provider value={true}>{children}</GridPickingContext.Provider>;
}

/** Whether the grid around only picks photos. */
export function useGridPicking(): boolean {
  return useContext(GridPickingContext);
}

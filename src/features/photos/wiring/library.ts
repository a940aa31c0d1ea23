// The photo library as views, the preview and the flows see it (docs/PHOTOS.md), in one import:
// which library (libraryContext.ts), what views read of it (librarySelectors.ts), what they do to
// it (libraryControls.ts), its sort (librarySort.ts), and where each list view was when its preview
// opened (listMemory.ts).
export type { PhotoLibrary, PhotoLibraryActor } from './createPhotoLibrary';
export type { LibraryMode, LibraryStatus, MonthView } from './libraryView';
export type { AlbumView } from './libraryParts';
export { PhotoLibraryProvider, useAlbumLibrary, usePhotoLibrary, usePhotoLibraryActor } from './libraryContext';
export {
  useFlatPhotos,
  usePhotoLibraryCounts,
  usePhotoLibraryImages,
  usePhotoLibraryMode,
  usePhotoLibraryStatus,
  usePhotosGone,
  useTimelineMonths,
  type LibraryImages,
  type PhotoLibraryCounts,
} from './librarySelectors';
export { photoLibraryControls, usePhotoLibraryControls, type PhotoLibraryControls } from './libraryControls';
export { usePhotoSort } from './librarySort';
export { useListMemory, type ListMemory, type ScrollPosition } from './listMemory';

// The photo library of each sort view as a part of the account scope (src/app/accountScope): made
// for the signed-in account on first use, stopped with everything else of the account on sign-out
// or when another account signs in (the next use then makes a fresh one).
import type { SortView } from '@schemas/photos';
import { createPhotosApi } from '@/api/photos';
import { accountPart, type AccountPart } from '@/app/accountScope/accountScope';
import type { MakeApi } from '@/app/services/services';
import { createPhotoLibrary, type PhotoLibrary } from './createPhotoLibrary';
import { currentSort } from './sortStorage';

export const photosApiOf: MakeApi<'photos'> = ({ client }) => createPhotosApi(client('photos'));

const libraryPart = (view: SortView) =>
  accountPart(`photoLibrary.${view}`, ({ services }) =>
    createPhotoLibrary({ api: services.api('photos', photosApiOf), view, sort: currentSort(view) }),
  );

const libraryParts: Record<SortView, AccountPart<PhotoLibrary>> = {
  photos: libraryPart('photos'),
  albumPhotos: libraryPart('albumPhotos'),
  sharedAlbumPhotos: libraryPart('sharedAlbumPhotos'),
};

/** The account-scope part holding the view's library. */
export function photoLibraryPart(view: SortView): AccountPart<PhotoLibrary> {
  return libraryParts[view];
}

// THROW-AWAY STAND-IN (dropped at merge for the owner's file): the agreed signature of the album
// preview's remove-from-album action.
import type { JSX } from 'react';

export function RemoveFromAlbumPreviewAction(props: {
  albumId: string;
  albumName: string;
  photoId: string;
  onRemoved(photoId: string): void;
}): JSX.Element {
  return (
    <button type="button" onClick={() => props.onRemoved(props.photoId)}>
      Remove from album
    </button>
  );
}

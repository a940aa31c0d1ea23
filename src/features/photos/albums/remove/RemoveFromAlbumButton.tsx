// THROW-AWAY STAND-IN (dropped at merge for the owner's file): the agreed signature of the
// selection toolbar's remove-from-album action.
import type { JSX } from 'react';

export function RemoveFromAlbumButton(props: {
  albumId: string;
  albumName: string;
  photoIds: readonly string[];
  onRemoved(): void;
}): JSX.Element {
  return (
    <button type="button" disabled={props.photoIds.length === 0} onClick={() => props.onRemoved()}>
      Remove from album
    </button>
  );
}

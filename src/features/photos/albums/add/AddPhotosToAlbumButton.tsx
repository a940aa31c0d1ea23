// THROW-AWAY STAND-IN (dropped at merge for the owner's file): the agreed signature of the album
// page's Add photos button (the picker).
import type { JSX } from 'react';

export function AddPhotosToAlbumButton(props: { albumId: string; albumName: string; onAdded(): void }): JSX.Element {
  return (
    <button type="button" onClick={() => props.onAdded()}>
      Add photos
    </button>
  );
}

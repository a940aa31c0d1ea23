// THROW-AWAY STAND-IN (dropped at merge for the owner's file): the agreed signature of the rename
// dialog, so that the album page can open it. It shows a plain dialog that only closes.
import type { JSX } from 'react';
import type { Album } from '@schemas/albums';

export function RenameAlbumDialog(props: {
  album: { albumId: string; albumName: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onRenamed(album: Album): void;
}): JSX.Element {
  if (!props.open) return <></>;
  return (
    <div role="dialog" aria-label="Rename album">
      <p>{props.album.albumName}</p>
      <button type="button" onClick={() => props.onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}

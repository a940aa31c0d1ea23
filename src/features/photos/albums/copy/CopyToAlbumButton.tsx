// THROW-AWAY STAND-IN (dropped at merge for the owner's file): the agreed signature of Copy to album
// (flag-gated inside).
import type { JSX } from 'react';

export function CopyToAlbumButton(props: { photoIds: readonly string[]; onCopied(): void }): JSX.Element {
  return (
    <button type="button" disabled={props.photoIds.length === 0} onClick={() => props.onCopied()}>
      Copy to album
    </button>
  );
}

import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { removeFromAlbumMachine } from '@machines/photos/albums/removeFromAlbum.machine';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

export type RemoveFromAlbumActor = ActorRefFrom<typeof removeFromAlbumMachine>;

/**
 * The confirm modal of remove from album (S1 §2, §8; DECISIONS 27): the count and the album's name,
 * the photos staying in the library; while removing it cannot be dismissed; a failure shows 'Error:
 * Your photo(s) could not be removed from the album' in it, which stays open for another try.
 */
export function RemoveFromAlbumDialog({ actor, albumName }: { actor: RemoveFromAlbumActor; albumName: string }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('idle'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const count = useSelector(actor, (snapshot) => snapshot.context.photoIds.length);
  const cancel = () => actor.send({ type: 'removeFromAlbum.cancel' });
  const dialog = useFlowDialog('photos-remove-from-album', open, busy, cancel);
  return (
    <ConfirmDialog
      dialog={dialog.dialogProps}
      title={t('photos.removeFromAlbum.title', { count, albumName })}
      description={t('photos.removeFromAlbum.text', { count })}
      labels={{
        confirm: t('photos.removeFromAlbum.confirm'),
        submitting: t('photos.removeFromAlbum.removing'),
        cancel: t('photos.albumActions.cancel'),
        close: t('photos.albumActions.close'),
      }}
      submitting={busy}
      error={failed ? t(count === 1 ? 'photos.removeFromAlbum.photoFailed' : 'photos.removeFromAlbum.photosFailed') : null}
      onConfirm={() => actor.send({ type: 'removeFromAlbum.confirm' })}
      onCancel={cancel}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { useRemoveFromAlbumActor } from '@/features/photos/wiring/albumPhotosWiring';
import { RemoveFromAlbumDialog } from './RemoveFromAlbumDialog';

export interface RemoveFromAlbumButtonProps {
  readonly albumId: string;
  readonly albumName: string;
  readonly photoIds: readonly string[];
  /** the photos are out of the album: selection mode ends */
  readonly onRemoved: () => void;
}

/**
 * The album selection toolbar's action in place of Delete (S1 §2 Photos page; DECISIONS 25, 27):
 * disabled with its reason without a selection; a confirm modal; the photos leave the album's grid
 * at once and are removed in batches of 50; success shows the toast with the count and the album's
 * name; a failure brings back every photo not removed and shows in the modal, which stays open
 * (machines/photos/albums/removeFromAlbum.machine.ts).
 */
export function RemoveFromAlbumButton({ albumId, albumName, photoIds, onRemoved }: RemoveFromAlbumButtonProps) {
  const { t } = useTranslation();
  const actor = useRemoveFromAlbumActor(albumName, onRemoved);
  return (
    <>
      {photoIds.length === 0 ? (
        <DisabledActionButton variant="secondary" explanation={t('photos.removeFromAlbum.noSelection')}>
          {t('photos.removeFromAlbum.remove')}
        </DisabledActionButton>
      ) : (
        <Button variant="secondary" onClick={() => actor.send({ type: 'removeFromAlbum.open', albumId, photoIds })}>
          {t('photos.removeFromAlbum.remove')}
        </Button>
      )}
      <RemoveFromAlbumDialog actor={actor} albumName={albumName} />
    </>
  );
}

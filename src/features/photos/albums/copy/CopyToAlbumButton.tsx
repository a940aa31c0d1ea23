import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/flags/FlagsContext';
import { useCopyToAlbumActor } from '@/features/photos/wiring/albumPhotosWiring';
import { Button } from '@/ui/Button';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { usePreviewActionClass } from '../../preview/previewActions';
import { CopyToAlbumDialog } from './CopyToAlbumDialog';

export interface CopyToAlbumButtonProps {
  readonly photoIds: readonly string[];
  /** the photos are in the album: selection mode ends */
  readonly onCopied: () => void;
}

/**
 * Copy to album, in the selection toolbar and the preview's actions (S1 §2 Photos page bulk actions,
 * Photo preview, Modals): nothing when the copy-to-album flag is off; disabled with its reason
 * without a selection; else it opens the copy modal (machines/photos/albums/copyToAlbum.machine.ts).
 */
export function CopyToAlbumButton(props: CopyToAlbumButtonProps) {
  const enabled = useFlag('PhotoManagementCopyToAlbumEnabled');
  return enabled ? <CopyToAlbum {...props} /> : null;
}

function CopyToAlbum({ photoIds, onCopied }: CopyToAlbumButtonProps) {
  const { t } = useTranslation();
  const actor = useCopyToAlbumActor(onCopied);
  const previewClass = usePreviewActionClass();
  const open = () => actor.send({ type: 'copyToAlbum.open', photoIds });
  return (
    <>
      {photoIds.length === 0 ? (
        <DisabledActionButton variant="secondary" explanation={t('photos.copyToAlbum.noSelection')}>
          {t('photos.copyToAlbum.copy')}
        </DisabledActionButton>
      ) : previewClass ? (
        <button type="button" className={previewClass} onClick={open}>
          {t('photos.copyToAlbum.copy')}
        </button>
      ) : (
        <Button variant="secondary" onClick={open}>
          {t('photos.copyToAlbum.copy')}
        </Button>
      )}
      <CopyToAlbumDialog actor={actor} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { DownloadablePhoto } from '@machines/photos/downloads/photoDownload.machine';
import { usePhotoDownloadActor } from '@/features/photos/wiring/downloadWiring';
import { Button } from '@/ui/Button';
import { usePreviewActionClass } from '../preview/previewActions';
import { PhotoDownloadDialog } from './PhotoDownloadDialog';

export interface PhotoDownloadButtonProps {
  readonly photo: DownloadablePhoto;
  /** the success modal closed: selection mode ends (S1 §4); from the preview nothing */
  readonly onDownloaded: () => void;
}

/**
 * Download of one photo (S1 §2 Photo preview actions, Photos page bulk actions with one photo
 * selected): opens the single download modal on the photo (machines/photos/downloads/
 * photoDownload.machine.ts). In the preview's actions it takes the preview's look.
 */
export function PhotoDownloadButton({ photo, onDownloaded }: PhotoDownloadButtonProps) {
  const { t } = useTranslation();
  const actor = usePhotoDownloadActor(onDownloaded);
  const previewClass = usePreviewActionClass();
  const open = () => actor.send({ type: 'photoDownload.open', photo });
  return (
    <>
      {previewClass ? (
        <button type="button" className={previewClass} onClick={open}>
          {t('photos.download.download')}
        </button>
      ) : (
        <Button variant="secondary" onClick={open}>
          {t('photos.download.download')}
        </Button>
      )}
      <PhotoDownloadDialog actor={actor} />
    </>
  );
}

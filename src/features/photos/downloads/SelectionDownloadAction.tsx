import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { PhotoDownloadButton } from './PhotoDownloadButton';

export interface SelectionDownloadActionProps {
  readonly photoIds: readonly string[];
  /** the photos the toolbar's view shows, where the selected one is found */
  readonly shown: readonly Image[];
  /** selection mode ends (S1 §4) */
  readonly onDownloaded: () => void;
}

/**
 * The selection toolbar's Download (SelectionBar's `download` slot, S1 §2 Photos page bulk
 * actions): with exactly one photo selected it is the single download of that photo; with none it
 * is disabled with its reason, as every bulk action. With more than one it shows nothing here: that
 * case is the archive download (`POST /downloads`, the push socket, its toasts), which takes it over
 * when it is built.
 */
export function SelectionDownloadAction({ photoIds, shown, onDownloaded }: SelectionDownloadActionProps) {
  const { t } = useTranslation();
  if (photoIds.length === 0) {
    return (
      <DisabledActionButton variant="secondary" explanation={t('photos.download.noSelection')}>
        {t('photos.download.download')}
      </DisabledActionButton>
    );
  }
  const [photoId] = photoIds;
  const photo = photoIds.length === 1 ? shown.find((image) => image.imageId === photoId) : undefined;
  return photo ? <PhotoDownloadButton photo={photo} onDownloaded={onDownloaded} /> : null;
}

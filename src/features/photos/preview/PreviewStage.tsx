import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import styles from './PhotoPreview.module.scss';
import { usePreviewGestures, type PreviewGestureHandlers } from './usePreviewGestures';

/** The 1300 px thumbnail, or the full url without one (S1 §2 Photo preview). */
export function previewUrl(photo: Image): string {
  return photo.thumbnails.find((thumbnail) => thumbnail.id === '1300')?.url ?? photo.url;
}

export interface PreviewStageProps extends PreviewGestureHandlers {
  readonly photo: Image;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

/**
 * The photo, full screen, with its gestures (swipe, swipe down, double-tap or click to zoom, drag to
 * pan). Keyed by the photo by its parent, so the zoom starts at 1 on every photo.
 */
export function PreviewStage({ photo, hasPrevious, hasNext, onNavigate, onClose }: PreviewStageProps) {
  const { t } = useTranslation();
  const gestures = usePreviewGestures({ atStart: !hasPrevious, atEnd: !hasNext }, { onNavigate, onClose });
  return (
    <div className={styles.stage} data-zoomed={gestures.scale > 1} data-testid="preview-stage" {...gestures.handlers}>
      <img
        className={styles.image}
        src={previewUrl(photo)}
        alt={t('photos.preview.image', { name: photo.localFileName })}
        draggable={false}
        data-preview-image
        data-photo-id={photo.imageId}
        data-dragging={gestures.dragging}
        style={{ transform: gestures.transform }}
      />
    </div>
  );
}

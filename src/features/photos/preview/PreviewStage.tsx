import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import styles from './PhotoPreview.module.scss';
import { PreviewActionsProvider } from './previewActions';
import { usePreviewGestures, type PreviewGestureHandlers } from './usePreviewGestures';

/** The 1300 px thumbnail, or the full url without one (S1 §2 Photo preview). */
export function previewUrl(photo: Image): string {
  return photo.thumbnails.find((thumbnail) => thumbnail.id === '1300')?.url ?? photo.url;
}

export interface PreviewStageProps extends PreviewGestureHandlers {
  readonly photo: Image;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  /** over the photo: the previous and next arrows (desktop) */
  readonly overlay?: ReactNode;
  /** the toolbar's actions after the zoom button (Delete) */
  readonly actions?: ReactNode;
}

/**
 * The photo, full screen, with its gestures (swipe, swipe down, double-tap or click to zoom, drag to
 * pan), then the actions toolbar with a zoom button for the keyboard. Two rows of the preview's grid
 * (photo, toolbar). Keyed by the photo by its parent, so the zoom starts at 1 on every photo.
 */
export function PreviewStage({ photo, hasPrevious, hasNext, onNavigate, onClose, overlay, actions }: PreviewStageProps) {
  const { t } = useTranslation();
  const gestures = usePreviewGestures({ atStart: !hasPrevious, atEnd: !hasNext }, { onNavigate, onClose });
  const zoomed = gestures.scale > 1;
  return (
    <>
      <div className={styles.stageWrap}>
        <div className={styles.stage} data-zoomed={zoomed} data-testid="preview-stage" {...gestures.handlers}>
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
        {overlay}
      </div>
      <div className={styles.actions} role="toolbar" aria-label={t('photos.preview.actions')}>
        <button type="button" className={styles.action} onClick={gestures.zoomToggle}>
          {zoomed ? t('photos.preview.zoomOut') : t('photos.preview.zoomIn')}
        </button>
        <PreviewActionsProvider>{actions}</PreviewActionsProvider>
      </div>
    </>
  );
}

import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { neighbour } from '@machines/photos/preview/photoPreview.machine';
import type { Image } from '@schemas/photos';
import { isAnyDialogOpen } from '@/platform/dialogs/dialogStack';
import { usePhotoDelete } from '@/features/photos/wiring/deleteWiring';
import { usePhotoPreviewMachine, usePreviewLibraryInput } from '@/features/photos/wiring/previewWiring';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Alert } from '@/ui/Alert';
import { Loader } from '@/ui/Loader';
import { useBreakpoint } from '@/ui/useBreakpoint';
import { CopyToAlbumButton } from '../albums/copy/CopyToAlbumButton';
import { PhotoDeleteDialog } from '../delete/PhotoDeleteDialog';
import { PhotoDownloadButton } from '../downloads/PhotoDownloadButton';
import styles from './PhotoPreview.module.scss';
import { PreviewStage } from './PreviewStage';

/** Copying or downloading from the preview ends nothing: the preview stays on its photo. */
const noSelectionToEnd = () => {};

/**
 * photoPreview (S1 §2 Photo preview; DECISIONS 19, 31, 36): one photo of the whole library, with
 * Download, Copy to album (flag-gated) and Delete.
 */
export function PhotoPreviewPage() {
  const { id = '' } = useParams();
  return (
    <PhotoPreview
      photoId={id}
      actions={(photo, onRemoved) => (
        <>
          <PhotoDownloadButton photo={photo} onDownloaded={noSelectionToEnd} />
          <CopyToAlbumButton photoIds={[photo.imageId]} onCopied={noSelectionToEnd} />
          <DeletePhotoAction photo={photo} onDeleted={onRemoved} />
        </>
      )}
    />
  );
}

/** Delete of the photo shown (the whole library's preview) and its modal (machines/photos/library/photoDelete.machine.ts). */
function DeletePhotoAction({ photo, onDeleted }: { photo: Image; onDeleted: (photoId: string) => void }) {
  const { t } = useTranslation();
  const deleteActor = usePhotoDelete(onDeleted);
  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={() => deleteActor.send({ type: 'photoDelete.open', photoId: photo.imageId })}
      >
        {t('photos.preview.delete')}
      </button>
      <PhotoDeleteDialog actor={deleteActor} />
    </>
  );
}

/** The class of an action button in the preview's bar (the album previews' actions use it too). */
export const previewActionClass = styles.action;

/**
 * The preview of one photo of the library around (the whole library, an album, a shared album: the
 * grid's view context names the list and preview routes): full screen, Back, previous and next
 * (arrows on desktop, ArrowLeft/ArrowRight, swipes on touch), Escape closes unless a dialog is open,
 * and the view's `actions` for the photo shown (`onRemoved`: the photo left the list, the preview
 * moves on). The navigation is machines/photos/preview/photoPreview.machine.ts; the list restores its own scroll
 * position when the preview closes.
 */
export function PhotoPreview({
  photoId: id,
  actions,
}: {
  photoId: string;
  actions: (photo: Image, onRemoved: (photoId: string) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const library = usePreviewLibraryInput();
  const actor = useFlowActor(usePhotoPreviewMachine(), { input: { photoId: id, library } });
  const isShowing = useSelector(actor, (snapshot) => snapshot.matches('showing'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const photo = useSelector(actor, (snapshot) => snapshot.context.photo);
  const hasPrevious = useSelector(actor, (snapshot) => neighbour(snapshot.context, 'previous') !== null);
  const hasNext = useSelector(actor, (snapshot) => neighbour(snapshot.context, 'next') !== null);
  const band = useBreakpoint();
  const desktop = band === 'large' || band === 'extraLarge';

  useEffect(() => actor.send({ type: 'photoPreview.show', photoId: id }), [actor, id]);

  // Keys belong to the top-most dialog while one is open (DECISIONS 36): checked in the capture
  // phase, before the dialog's own Escape handling closes it.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isAnyDialogOpen() || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') actor.send({ type: 'photoPreview.next' });
      else if (event.key === 'ArrowLeft') actor.send({ type: 'photoPreview.previous' });
      else if (event.key === 'Escape') actor.send({ type: 'photoPreview.close' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [actor]);

  // the preview takes the focus from the list it replaced (the photo's name is its heading)
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const navigate = (direction: 'next' | 'previous') =>
    actor.send({ type: direction === 'next' ? 'photoPreview.next' : 'photoPreview.previous' });

  // An arrow used with the keyboard keeps the focus across photos: the stage (and its arrows) is
  // drawn anew for each photo, and at the last photo the arrow is gone; then the heading takes it.
  const arrowInUse = useRef<'next' | 'previous' | null>(null);
  const clickArrow = (direction: 'next' | 'previous') => {
    arrowInUse.current = direction;
    navigate(direction);
  };
  const photoId = photo?.imageId;
  useEffect(() => {
    const direction = arrowInUse.current;
    if (direction === null || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const arrow = document.querySelector<HTMLElement>(`[data-preview-arrow="${direction}"]`);
    (arrow ?? heading.current)?.focus({ preventScroll: true });
  }, [photoId, hasNext, hasPrevious]);
  const close = () => actor.send({ type: 'photoPreview.close' });
  const showing = isShowing && photo !== null;

  return (
    <div className={styles.preview}>
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={close}>
          <span aria-hidden="true">← </span>
          {t('photos.preview.back')}
        </button>
        <h1 ref={heading} tabIndex={-1} className={styles.title} aria-live="polite">
          {photo ? photo.localFileName : title}
        </h1>
        <span aria-hidden="true" />
      </div>
      {showing ? (
        <PreviewStage
          key={photo.imageId}
          photo={photo}
          hasPrevious={hasPrevious}
          hasNext={hasNext}
          onNavigate={navigate}
          onClose={close}
          overlay={
            <>
              {desktop && hasPrevious ? (
                <button
                  type="button"
                  data-preview-arrow="previous"
                  className={`${styles.arrow} ${styles.previous}`}
                  aria-label={t('photos.preview.previous')}
                  onClick={() => clickArrow('previous')}
                >
                  <span aria-hidden="true">‹</span>
                </button>
              ) : null}
              {desktop && hasNext ? (
                <button
                  type="button"
                  data-preview-arrow="next"
                  className={`${styles.arrow} ${styles.next}`}
                  aria-label={t('photos.preview.next')}
                  onClick={() => clickArrow('next')}
                >
                  <span aria-hidden="true">›</span>
                </button>
              ) : null}
            </>
          }
          actions={actions(photo, (removed) => actor.send({ type: 'photoPreview.photoDeleted', photoId: removed }))}
        />
      ) : (
        <div className={styles.stageWrap}>
          {failed ? (
            <div className={styles.status}>
              <Alert tone="error" role="alert">
                {t('photos.preview.loadError')}
              </Alert>
            </div>
          ) : loading ? (
            <div className={styles.status}>
              <Loader label={t('photos.preview.loading')} />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { addPhotosToAlbumMachine } from '@machines/photos/albums/addPhotosToAlbum.machine';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { useAddPhotosToAlbumActor, usePickerLibrary } from '@/features/photos/wiring/albumPhotosWiring';
import { PhotoLibraryProvider, useFlatPhotos, usePhotoLibraryControls, usePhotoLibraryStatus } from '@/features/photos/wiring/library';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { Dialog } from '@/ui/Dialog';
import { Loader } from '@/ui/Loader';
import { FlatGrid } from '../../FlatGrid';
import { GridScrollerContext } from '../../grid/useVisibleRange';
import { GridPickingProvider, GridViewProvider, PHOTOS_VIEW } from '../../grid/view';
import { LoadErrorAlert } from '../../LoadErrorAlert';
import { SelectionProvider, useSelectedIds, useSelectionActor } from '../../selection';
import styles from '../AlbumPhotos.module.scss';

type AddPhotosActor = ActorRefFrom<typeof addPhotosToAlbumMachine>;

export interface AddPhotosToAlbumButtonProps {
  readonly albumId: string;
  readonly albumName: string;
  /** the photos are in the album: the album page loads it again */
  readonly onAdded: () => void;
}

/**
 * The album page's 'Add photos' (S1 §2 Album page): a picker over the whole library by date added —
 * the one photo grid (FlatGrid) in the modal's scroll area, picking with the selection machine —
 * then 'Add {count} photos' adds them in batches of 100 (machines/photos/albums/addPhotosToAlbum).
 * A failure stays in the picker with its alert; success closes it.
 */
export function AddPhotosToAlbumButton({ albumId, albumName, onAdded }: AddPhotosToAlbumButtonProps) {
  const { t } = useTranslation();
  const actor = useAddPhotosToAlbumActor(onAdded);
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const cancel = () => actor.send({ type: 'addPhotosToAlbum.cancel' });
  const dialog = useFlowDialog('photos-add-to-album', open, busy, cancel);
  const library = usePickerLibrary(open);
  return (
    <>
      <Button onClick={() => actor.send({ type: 'addPhotosToAlbum.open', albumId })}>{t('photos.addToAlbum.add')}</Button>
      <Dialog
        {...dialog.dialogProps}
        wide
        title={t('photos.addToAlbum.title', { albumName })}
        {...(busy ? {} : { closeLabel: t('photos.albumActions.close') })}
      >
        {library ? (
          <PhotoLibraryProvider library={library}>
            <GridViewProvider view={PHOTOS_VIEW}>
              <GridPickingProvider>
                <SelectionProvider>
                  <Picker actor={actor} />
                </SelectionProvider>
              </GridPickingProvider>
            </GridViewProvider>
          </PhotoLibraryProvider>
        ) : null}
      </Dialog>
    </>
  );
}

/** The library's photos to pick from, the count picked, the error, Cancel and 'Add {count} photos'. */
function Picker({ actor }: { actor: AddPhotosActor }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const selection = useSelectionActor();
  const picked = useSelectedIds();
  const status = usePhotoLibraryStatus();
  const flat = useFlatPhotos();
  const controls = usePhotoLibraryControls();
  const area = useRef<HTMLDivElement>(null);

  // picking is selecting from the start: a click or Space toggles a photo
  useEffect(() => {
    selection.send({ type: 'selection.start' });
  }, [selection]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) actor.send({ type: 'addPhotosToAlbum.confirm', photoIds: picked });
  };

  return (
    <form onSubmit={submit} noValidate>
      {failed ? (
        <Alert tone="error" role="alert" className={styles.message}>
          {t('photos.albumActions.saveError')}
        </Alert>
      ) : null}
      <p className={styles.count} role="status">
        {t('photos.selection.count', { count: picked.length })}
      </p>
      <div ref={area} className={`${styles.scrollArea} ${styles.pickerArea}`} data-picker-scroll>
        <GridScrollerContext.Provider value={area}>
          {status === 'loading' ? <Loader label={t('photos.page.loading')} /> : null}
          {status === 'failed' ? <LoadErrorAlert onRetry={controls.retry} /> : null}
          {status === 'empty' ? <p className={styles.message}>{t('photos.page.empty')}</p> : null}
          {status === 'ready' ? <FlatGrid {...flat} /> : null}
        </GridScrollerContext.Provider>
      </div>
      <ButtonRow align="end">
        <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'addPhotosToAlbum.cancel' })}>
          {t('photos.albumActions.cancel')}
        </Button>
        <Button type="submit" aria-disabled={busy || picked.length === 0}>
          {busy ? t('photos.addToAlbum.adding') : t('photos.addToAlbum.confirm', { count: picked.length })}
        </Button>
      </ButtonRow>
    </form>
  );
}

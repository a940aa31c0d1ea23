import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlatGrid } from '@/features/photos/FlatGrid';
import { LoadErrorAlert } from '@/features/photos/LoadErrorAlert';
import { useRestoreScroll } from '@/features/photos/grid/useRestoreScroll';
import { useSelectionActor } from '@/features/photos/selection';
import {
  useFlatPhotos,
  usePhotoLibrary,
  usePhotoLibraryControls,
  usePhotoLibraryStatus,
  usePhotoSort,
} from '@/features/photos/wiring/library';
import { Loader } from '@/ui/Loader';

/**
 * The album's photos: the loader, 'Unable to display album photos…' with Try again, the view's
 * `empty` state, or the album's grid (the one flat grid, virtualised, the next page of 500 when its
 * end shows). Back from the preview, the scroll position and the focused photo come back.
 */
export function AlbumPhotos({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const status = usePhotoLibraryStatus();
  const flat = useFlatPhotos();
  const controls = usePhotoLibraryControls();
  const restoreScroll = useRestoreScroll(usePhotoLibrary().view);
  const selection = useSelectionActor();
  const [sort] = usePhotoSort();

  // a sort change starts over: the selection of the old order goes
  useEffect(() => {
    selection.send({ type: 'selection.cancel' });
  }, [sort, selection]);

  if (status === 'loading') return <Loader label={t('photos.album.loadingPhotos')} />;
  if (status === 'failed') return <LoadErrorAlert onRetry={controls.retry} message={t('photos.album.photosLoadError')} />;
  if (status === 'empty') return empty;
  return <FlatGrid {...flat} onLaidOut={restoreScroll} loadErrorMessage={t('photos.album.photosLoadError')} />;
}

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateLocaleGate } from '@/platform/i18n/DateLocaleContext';
import { albumView, GridViewProvider } from '@/features/photos/grid/view';
import { SelectionProvider } from '@/features/photos/selection';
import { PhotoLibraryProvider, useListMemory, useAlbumLibrary, type AlbumView } from '@/features/photos/wiring/library';
import { Alert } from '@/ui/Alert';
import { Loader } from '@/ui/Loader';

/**
 * An album's photos as the views under it see them: its library (the photo library machine over
 * the album's pages, libraryParts.ts) through the same library context the timeline uses, so that
 * the grid, the preview, the selection and the optimistic removal work as on the timeline; the
 * grid's view (the album's list and preview routes); the selection mode. `keep`: the album's library
 * as it was (back from its preview, the preview itself), else loaded afresh.
 */
export function AlbumLibraryScope({
  view,
  albumId,
  keep,
  children,
}: {
  view: AlbumView;
  albumId: string;
  keep: boolean;
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const library = useAlbumLibrary(view, albumId, keep);
  const grid = useMemo(() => albumView(view, albumId), [view, albumId]);
  if (!library) return null;
  return (
    <DateLocaleGate language={i18n.language} fallback={<AlbumNotShown failed={false} />}>
      <PhotoLibraryProvider library={library}>
        <GridViewProvider view={grid}>
          <SelectionProvider>{children}</SelectionProvider>
        </GridViewProvider>
      </PhotoLibraryProvider>
    </DateLocaleGate>
  );
}

/**
 * An album page's route (album, sharedAlbum): the album of the route's id in its library scope,
 * kept as it was when the page comes back from the album's preview, loaded afresh otherwise.
 */
export function AlbumPageScope({ view, children }: { view: AlbumView; children: (albumId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const memory = useListMemory();
  const [keep] = useState(() => memory?.isBackFromPreview(view) ?? false);
  return (
    <AlbumLibraryScope key={id} view={view} albumId={id} keep={keep}>
      {children(id)}
    </AlbumLibraryScope>
  );
}

/**
 * The page while its album is not there: the loader, or — GET of the album failed, a 404 (the album
 * is gone) included — 'Unable to display album. Please refresh the page or try again later.'
 */
export function AlbumNotShown({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <Alert tone="error" role="alert">
      <p>{t('photos.album.loadError')}</p>
    </Alert>
  ) : (
    <Loader label={t('photos.album.loading')} />
  );
}

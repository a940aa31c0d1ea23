import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateLocaleLoader } from '@/app/i18n/DateLocaleContext';
import { albumView, GridViewProvider } from '@/features/photos/grid/view';
import { SelectionProvider } from '@/features/photos/selection';
import { PhotoLibraryProvider, useAlbumLibrary, type AlbumView } from '@/features/photos/wiring/library';

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
    <DateLocaleLoader language={i18n.language}>
      <PhotoLibraryProvider library={library}>
        <GridViewProvider view={grid}>
          <SelectionProvider>{children}</SelectionProvider>
        </GridViewProvider>
      </PhotoLibraryProvider>
    </DateLocaleLoader>
  );
}

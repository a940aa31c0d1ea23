import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoLibraryControls } from '@/features/photos/wiring/library';
import type { FlatPhotos } from '@/features/photos/wiring/librarySelectors';
import { Loader } from '@/ui/Loader';
import { LoadErrorAlert } from './LoadErrorAlert';
import { GridRow } from './grid/GridRow';
import { gridRows } from './grid/layout';
import { useEndMarker } from './grid/useEndMarker';
import { useFocusPhoto } from './grid/useFocusPhoto';
import type { ArrowKey } from './grid/useGridInteraction';
import { usePhotoGrid } from './grid/usePhotoGrid';
import { useGridGeometry, useVisibleRange } from './grid/useVisibleRange';
import styles from './grid/Grid.module.scss';

interface FlatGridProps extends FlatPhotos {
  onLaidOut?: (focusPhoto: (imageId: string) => void) => void;
  /** the view's message when a next page fails (an album's); the library's by default */
  loadErrorMessage?: string;
}

/**
 * The whole library as one grid (date-added sorts, DECISIONS 19), or an album's photos in any sort,
 * virtualised like the timeline; the next page of 500 loads when the end marker under the grid is fully visible (S1 §2).
 */
export function FlatGrid({ images, hasMore, loadingMore, failed, onLaidOut, loadErrorMessage }: FlatGridProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const { width, geometry, size } = useGridGeometry(container);
  const rows = useMemo(() => gridRows(images.length, geometry), [images.length, geometry]);
  const [from, to, firstScreen] = useVisibleRange(container, rows);
  const controls = usePhotoLibraryControls();

  const indexOf = useMemo(() => new Map(images.map((image, index) => [image.imageId, index])), [images]);
  const neighbour = useCallback(
    (imageId: string, key: ArrowKey) => {
      const index = indexOf.get(imageId);
      if (index === undefined) return null;
      const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : key === 'ArrowDown' ? geometry.columns : -geometry.columns;
      return images[index + step]?.imageId ?? null;
    },
    [indexOf, images, geometry.columns],
  );
  const focusPhoto = useFocusPhoto(container, (imageId) => {
    const index = indexOf.get(imageId);
    return index === undefined ? null : (rows[Math.floor(index / geometry.columns)] ?? null);
  });
  const cells = usePhotoGrid({ geometry, size, order: images, neighbour, focusPhoto });

  // the end marker: the next page when it is fully visible (and again after a page if it still is)
  useEndMarker(marker, hasMore && !loadingMore && !failed, images.length, controls.loadMore);

  const laidOut = width > 0;
  useEffect(() => {
    if (laidOut) onLaidOut?.(focusPhoto);
  }, [laidOut, onLaidOut, focusPhoto]);

  return (
    <>
      <div
        ref={container}
        data-flat-grid
        // its rows are drawn once it is laid out (src/platform/idle/whenPageDrawn.ts)
        data-loading={laidOut ? undefined : ''}
        className={styles.grid}
        style={{ height: rows.length * geometry.rowHeight }}
        role="region"
        aria-label={t('photos.timeline.gridLabel')}
      >
        {rows.slice(from, to).map((row) => (
          <GridRow
            key={row.row}
            cells={cells}
            images={images}
            row={row.row}
            tiles={images.length}
            top={row.start}
            more={null}
            first={row.start < firstScreen}
          />
        ))}
      </div>
      <div ref={marker} data-end-marker className={styles.endMarker} aria-hidden={!loadingMore && !failed}>
        {loadingMore ? <Loader label={t('photos.timeline.loadingMore')} /> : null}
        {failed ? <LoadErrorAlert onRetry={controls.retry} message={loadErrorMessage} /> : null}
      </div>
    </>
  );
}

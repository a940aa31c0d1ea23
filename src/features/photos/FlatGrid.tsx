import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import { usePhotoLibraryControls } from '@/features/photos/wiring/library';
import { Loader } from '@/ui/Loader';
import { LoadErrorAlert } from './LoadErrorAlert';
import { useBreakpoint } from '@/ui/useBreakpoint';
import { gridGeometry } from './layout';
import { PhotoItem } from './PhotoItem';
import { useSelectedSet, useSelecting } from './selection';
import { useFocusPhoto } from './timeline/useFocusPhoto';
import { useGridInteraction, type ArrowKey } from './useGridInteraction';
import { useVisibleRange, useWidth } from './useVisibleRange';
import styles from './timeline/Timeline.module.scss';

interface FlatGridProps {
  images: readonly Image[];
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onLaidOut?: (focusPhoto: (imageId: string) => void) => void;
}

/**
 * The whole library as one grid (date-added sorts, DECISIONS 19), virtualised like the timeline; the
 * next page of 500 loads when the end marker under the grid is fully visible (S1 §2).
 */
export function FlatGrid({ images, hasMore, loadingMore, failed, onLaidOut }: FlatGridProps) {
  const { t } = useTranslation();
  const band = useBreakpoint();
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const width = useWidth(container);
  const geometry = useMemo(() => gridGeometry(width, band), [width, band]);
  const rowCount = Math.ceil(images.length / geometry.columns);
  const rows = useMemo(
    () => Array.from({ length: rowCount }, (_, row) => ({ start: row * geometry.rowHeight, size: geometry.rowHeight })),
    [rowCount, geometry.rowHeight],
  );
  const [from, to] = useVisibleRange(container, rows);
  const controls = usePhotoLibraryControls();
  const selecting = useSelecting();
  const selected = useSelectedSet();
  const size = band === 'small' || band === 'medium' ? 300 : 800;

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
  const { onActivate, onKeyDown, onFocus, tabStopId } = useGridInteraction({ order: images, neighbour, focusPhoto });

  // the end marker: the next page when it is fully visible (and again after a page if it still is)
  useEffect(() => {
    const element = marker.current;
    if (!element || !hasMore || loadingMore || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.99)) controls.loadMore();
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [controls, hasMore, loadingMore, failed, images.length]);

  const laidOut = width > 0;
  useEffect(() => {
    if (laidOut) onLaidOut?.(focusPhoto);
  }, [laidOut, onLaidOut, focusPhoto]);

  const visibleRows = rows.slice(from, to);
  return (
    <>
      <div
        ref={container}
        data-flat-grid
        className={styles.timeline}
        style={{ height: rowCount * geometry.rowHeight }}
        role="region"
        aria-label={t('photos.timeline.gridLabel')}
      >
        {visibleRows.map((row, offset) => {
          const index = from + offset;
          const cells = images.slice(index * geometry.columns, (index + 1) * geometry.columns);
          return (
            <div
              key={index}
              className={styles.row}
              style={{
                top: row.start,
                height: geometry.tile,
                gridTemplateColumns: `repeat(${geometry.columns}, ${geometry.tile}px)`,
                gap: geometry.gap,
              }}
            >
              {cells.map((image) => (
                <PhotoItem
                  key={image.imageId}
                  image={image}
                  size={size}
                  selecting={selecting}
                  selected={selected.has(image.imageId)}
                  tabbable={image.imageId === tabStopId}
                  onActivate={onActivate}
                  onKeyDown={onKeyDown}
                  onFocus={onFocus}
                />
              ))}
            </div>
          );
        })}
      </div>
      <div ref={marker} data-end-marker className={styles.endMarker} aria-hidden={!loadingMore && !failed}>
        {loadingMore ? <Loader label={t('photos.timeline.loadingMore')} /> : null}
        {failed ? <LoadErrorAlert onRetry={controls.retry} /> : null}
      </div>
    </>
  );
}

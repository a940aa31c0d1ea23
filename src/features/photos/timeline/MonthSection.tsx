import { memo, useCallback, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import type { MonthView } from '@/features/photos/wiring/library';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { tilesOf, type GridGeometry, type MonthBox, type VirtualRow } from '../layout';
import { PhotoItem, type GridThumbnailSize } from '../PhotoItem';
import { MonthHeader } from './MonthHeader';
import styles from './Timeline.module.scss';

interface MonthSectionProps {
  month: MonthView;
  images: readonly Image[];
  title: string;
  box: MonthBox;
  /** the rows of this month near the viewport */
  rows: readonly VirtualRow[];
  geometry: GridGeometry;
  size: GridThumbnailSize;
  selecting: boolean;
  selected: ReadonlySet<string>;
  tabStopId: string | null;
  observer: IntersectionObserver | null;
  onActivate(image: Image, event: MouseEvent<HTMLButtonElement>): void;
  onKeyDown(image: Image, event: KeyboardEvent<HTMLButtonElement>): void;
  onFocus(image: Image): void;
  onToggleMonth(month: MonthView): void;
  onExpand(month: MonthView): void;
  onRetry(month: MonthView): void;
  onLeave(year: number, month: number): void;
}

/**
 * One month of the timeline: `<section data-month="YYYY-MM">` labelled by its header, as tall as
 * all its rows, with only the rows near the viewport rendered. Tiles not loaded yet are placeholders;
 * the 25th tile of a month with more than 24 photos is the '+N' button.
 */
export const MonthSection = memo(function MonthSection(props: MonthSectionProps) {
  const { month, images, title, box, rows, geometry, size, selecting, selected, tabStopId, observer, onLeave } = props;
  const { t } = useTranslation();
  const headingId = `month-${month.key}`;
  const sectionRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        onLeave(month.year, month.month);
      };
    },
    [observer, onLeave, month.year, month.month],
  );
  const tiles = tilesOf(month);
  const moreTile = !month.expanded && month.more > 0 ? tiles - 1 : -1;
  const allSelected = selecting && images.length > 0 && images.every((image) => selected.has(image.imageId));

  return (
    <section
      ref={sectionRef}
      data-month={month.key}
      aria-labelledby={headingId}
      className={styles.section}
      style={{ top: box.start, height: box.size }}
    >
      <MonthHeader month={month} title={title} headingId={headingId} allSelected={allSelected} onToggleMonth={props.onToggleMonth} />
      {month.status === 'rejected' ? (
        <Alert tone="error" role="alert" className={styles.monthError}>
          <p>{t('photos.timeline.monthError')}</p>
          <Button variant="secondary" onClick={() => props.onRetry(month)}>
            {t('photos.page.retry')}
          </Button>
        </Alert>
      ) : null}
      {rows.map((row) => {
        if (row.kind !== 'row') return null;
        const first = row.row * geometry.columns;
        const last = Math.min(tiles, first + geometry.columns);
        const cells = [];
        for (let tile = first; tile < last; tile++) {
          const image = tile === moreTile ? undefined : images[tile];
          if (image) {
            cells.push(
              <PhotoItem
                key={image.imageId}
                image={image}
                size={size}
                selecting={selecting}
                selected={selected.has(image.imageId)}
                tabbable={image.imageId === tabStopId}
                onActivate={props.onActivate}
                onKeyDown={props.onKeyDown}
                onFocus={props.onFocus}
              />,
            );
          } else if (tile === moreTile && month.images.length > 0) {
            cells.push(
              <button
                key="more"
                type="button"
                data-more-tile
                className={styles.more}
                aria-label={t('photos.timeline.moreLabel', { count: month.more, month: title })}
                onClick={() => props.onExpand(month)}
              >
                {t('photos.timeline.more', { count: month.more })}
              </button>,
            );
          } else {
            cells.push(<div key={`placeholder-${tile}`} data-placeholder className={styles.placeholder} aria-hidden="true" />);
          }
        }
        return (
          <div
            key={row.row}
            className={styles.row}
            style={{
              top: row.start - box.start,
              height: geometry.tile,
              gridTemplateColumns: `repeat(${geometry.columns}, ${geometry.tile}px)`,
              gap: geometry.gap,
            }}
          >
            {cells}
          </div>
        );
      })}
    </section>
  );
});

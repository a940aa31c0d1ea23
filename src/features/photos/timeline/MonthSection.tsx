import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import type { MonthView } from '@/features/photos/wiring/library';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { GridRow, type GridCells, type MoreTile } from '../grid/GridRow';
import { tilesOf, type MonthBox, type VirtualRow } from '../grid/layout';
import { MonthHeader } from './MonthHeader';
import styles from './Timeline.module.scss';

interface MonthSectionProps {
  month: MonthView;
  images: readonly Image[];
  title: string;
  box: MonthBox;
  /** the rows of this month near the viewport */
  rows: readonly VirtualRow[];
  /** how far down the timeline the first screen reached (useVisibleRange): rows above it are fetched first */
  firstScreen: number;
  cells: GridCells;
  onToggleMonth(month: MonthView): void;
  onExpand(year: number, month: number): void;
  onRetry(year: number, month: number): void;
}

/**
 * One month of the timeline: `<section data-month="YYYY-MM">` labelled by its header, as tall as
 * all its rows, with only the rows near the viewport rendered (grid rows: tiles not loaded yet are
 * placeholders; the 25th tile of a month with more than 24 photos is the '+N' button).
 */
export const MonthSection = memo(function MonthSection(props: MonthSectionProps) {
  const { month, images, title, box, rows, firstScreen, cells } = props;
  const { selecting, selected } = cells;
  const { onExpand, onRetry } = props;
  const { year, month: monthNumber } = month;
  const { t } = useTranslation();
  const headingId = `month-${month.key}`;
  const tiles = tilesOf(month);
  const allSelected = useMemo(
    () => selecting && images.length > 0 && images.every((image) => selected.has(image.imageId)),
    [selecting, images, selected],
  );
  const expand = useCallback(() => onExpand(year, monthNumber), [onExpand, year, monthNumber]);
  const moreTile = !month.expanded && month.more > 0 && month.images.length > 0 ? tiles - 1 : -1;
  // Translated once per count, not on every render: the section is drawn again on each scroll step
  // that moves its rows, and i18next's plural and interpolation are among a scroll's costs.
  const more = useMemo<MoreTile | null>(
    () =>
      moreTile < 0
        ? null
        : {
            tile: moreTile,
            text: t('photos.timeline.more', { count: month.more }),
            label: t('photos.timeline.moreLabel', { count: month.more, month: title }),
            onExpand: expand,
          },
    [moreTile, t, month.more, title, expand],
  );

  return (
    <section data-month={month.key} aria-labelledby={headingId} className={styles.section} style={{ top: box.start, height: box.size }}>
      <MonthHeader month={month} title={title} headingId={headingId} allSelected={allSelected} onToggleMonth={props.onToggleMonth} />
      {month.status === 'rejected' ? (
        <Alert tone="error" role="alert" className={styles.monthError}>
          <p>{t('photos.timeline.monthError')}</p>
          <Button variant="secondary" onClick={() => onRetry(year, monthNumber)}>
            {t('photos.page.retry')}
          </Button>
        </Alert>
      ) : null}
      {rows.map((row) =>
        row.kind === 'row' ? (
          <GridRow
            key={row.row}
            cells={cells}
            images={images}
            row={row.row}
            tiles={tiles}
            top={row.start - box.start}
            more={more}
            first={row.start < firstScreen}
          />
        ) : null,
      )}
    </section>
  );
});

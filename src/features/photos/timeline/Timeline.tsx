import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTOS_PER_MONTH_SECTION, type Image } from '@schemas/photos';
import { usePhotoLibraryControls, type MonthView } from '@/features/photos/wiring/library';
import { timelineRows, type VirtualRow } from '../grid/layout';
import { useFocusPhoto } from '../grid/useFocusPhoto';
import type { ArrowKey } from '../grid/useGridInteraction';
import { usePhotoGrid } from '../grid/usePhotoGrid';
import { useGridGeometry, useVisibleRange } from '../grid/useVisibleRange';
import styles from '../grid/Grid.module.scss';
import { useDateLocale } from '@/platform/i18n/DateLocaleContext';
import { isUnknownDateMonth, monthTitle } from '../photoDates';
import { MonthSection } from './MonthSection';
import { useMonthLoading } from './useMonthLoading';
import { useMonthSelection } from './useMonthSelection';

/** The photos a month shows: all once expanded, else its first page (24). */
export function shownImages(month: MonthView): readonly Image[] {
  return month.expanded ? month.images : month.images.slice(0, PHOTOS_PER_MONTH_SECTION);
}

/**
 * The month timeline (S1 §2 Photos page): one section per month, virtualised in the window's
 * scroll. Every month takes the height its count implies from the start (rows of square tiles, the
 * row height from the container width), so the scrollbar is right before anything loads and nothing
 * moves when a month loads. Only the rows near the viewport are in the DOM.
 */
export const Timeline = memo(function Timeline({
  months,
  behind = false,
  onLaidOut,
}: {
  months: readonly MonthView[];
  /** `months` is a deferred copy of months newer than it, still to be drawn */
  behind?: boolean;
  onLaidOut?: (focusPhoto: (imageId: string) => void) => void;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const { width, geometry, size } = useGridGeometry(container);
  const layout = useMemo(() => timelineRows(months, geometry), [months, geometry]);
  const onSeen = useMonthLoading(months, layout.rows);
  const [from, to, firstScreen] = useVisibleRange(container, layout.rows, onSeen);
  const controls = usePhotoLibraryControls();
  const locale = useDateLocale();

  const shown = useMemo(() => months.map(shownImages), [months]);
  const order = useMemo(() => shown.flat(), [shown]);
  // where each photo is, built when the keyboard or a focus first asks after a change, not on each page
  const positions = useMemo(() => once(() => positionsIn(shown)), [shown]);

  const neighbour = useCallback(
    (imageId: string, key: ArrowKey) => neighbourIn(shown, positions(), geometry.columns, imageId, key),
    [shown, positions, geometry.columns],
  );
  const focusPhoto = useFocusPhoto(container, (imageId) => {
    const position = positions().get(imageId);
    const box = position ? layout.months[position.month] : undefined;
    if (!position || !box) return null;
    return layout.rows[box.first + 1 + Math.floor(position.index / geometry.columns)] ?? null;
  });
  const cells = usePhotoGrid({ geometry, size, order, neighbour, focusPhoto });

  const onToggleMonth = useMonthSelection();

  const laidOut = width > 0;
  useEffect(() => {
    if (laidOut) onLaidOut?.(focusPhoto);
  }, [laidOut, onLaidOut, focusPhoto]);

  const visible = groupByMonth(layout.rows.slice(from, to));

  return (
    <div
      ref={container}
      className={styles.grid}
      style={{ height: layout.total }}
      data-timeline
      data-laid-out={laidOut ? 'true' : 'false'}
      // its rows are drawn once it is laid out, and newer months once their deferred render is done
      // (src/platform/idle/whenPageDrawn.ts)
      data-loading={laidOut && !behind ? undefined : ''}
      aria-label={t('photos.timeline.gridLabel')}
      role="region"
    >
      {visible.map(({ monthIndex, rows }) => {
        const month = months[monthIndex];
        const box = layout.months[monthIndex];
        const images = shown[monthIndex];
        if (!month || !box || !images) return null;
        const title = isUnknownDateMonth(month.year, month.month)
          ? t('photos.timeline.unknownDate')
          : monthTitle(month.year, month.month, locale);
        return (
          <MonthSection
            key={month.key}
            month={month}
            images={images}
            title={title}
            box={box}
            rows={rows}
            firstScreen={firstScreen}
            cells={cells}
            onToggleMonth={onToggleMonth}
            onExpand={controls.expandMonth}
            onRetry={controls.retryMonth}
          />
        );
      })}
    </div>
  );
});

type Positions = ReadonlyMap<string, { month: number; index: number }>;

function positionsIn(shown: readonly (readonly Image[])[]): Positions {
  const map = new Map<string, { month: number; index: number }>();
  shown.forEach((images, month) => images.forEach((image, index) => map.set(image.imageId, { month, index })));
  return map;
}

/** A value made on first use and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

function groupByMonth(rows: readonly VirtualRow[]): Array<{ monthIndex: number; rows: VirtualRow[] }> {
  const groups: Array<{ monthIndex: number; rows: VirtualRow[] }> = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.monthIndex === row.monthIndex) last.rows.push(row);
    else groups.push({ monthIndex: row.monthIndex, rows: [row] });
  }
  return groups;
}

/** The photo an arrow key moves to: left/right in display order, up/down by a row, across months. */
export function neighbourIn(
  shown: readonly (readonly Image[])[],
  positions: Positions,
  columns: number,
  imageId: string,
  key: ArrowKey,
): string | null {
  const position = positions.get(imageId);
  if (!position) return null;
  const images = shown[position.month] ?? [];
  const column = position.index % columns;
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const step = key === 'ArrowRight' ? 1 : -1;
    const inMonth = images[position.index + step];
    if (inMonth) return inMonth.imageId;
    for (let month = position.month + step; month >= 0 && month < shown.length; month += step) {
      const other = shown[month] ?? [];
      const target = step === 1 ? other[0] : other.at(-1);
      if (target) return target.imageId;
    }
    return null;
  }
  if (key === 'ArrowDown') {
    const below = position.index + columns;
    if (below < images.length) return images[below]?.imageId ?? null;
    // a shorter last row: the last photo, when this row is not the last one
    if (Math.floor(position.index / columns) < Math.floor((images.length - 1) / columns)) return images.at(-1)?.imageId ?? null;
    for (let month = position.month + 1; month < shown.length; month++) {
      const other = shown[month] ?? [];
      if (other.length > 0) return other[Math.min(column, other.length - 1)]?.imageId ?? null;
    }
    return null;
  }
  if (position.index - columns >= 0) return images[position.index - columns]?.imageId ?? null;
  for (let month = position.month - 1; month >= 0; month--) {
    const other = shown[month] ?? [];
    if (other.length === 0) continue;
    const lastRow = Math.floor((other.length - 1) / columns) * columns;
    return other[Math.min(lastRow + column, other.length - 1)]?.imageId ?? null;
  }
  return null;
}

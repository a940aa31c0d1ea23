import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { Image } from '@schemas/photos';
import type { GridGeometry, GridThumbnailSize } from './layout';
import type { DescribePhoto } from './photoLabels';
import { PhotoItem } from './PhotoItem';
import styles from './Grid.module.scss';

/** What a photo tile does when clicked, keyed or focused (useGridInteraction); one object per grid. */
export interface GridActions {
  onActivate(image: Image, event: MouseEvent<HTMLButtonElement>): void;
  onKeyDown(image: Image, event: KeyboardEvent<HTMLButtonElement>): void;
  onFocus(image: Image): void;
}

/** The '+N' tile of a month shown in part: the tile it takes, its text and label, what it does. */
export interface MoreTile {
  tile: number;
  text: string;
  label: string;
  onExpand(): void;
}

/** What every row of one grid shares (usePhotoGrid): geometry, thumbnail size, selection, tab stop, labels, actions. */
export interface GridCells {
  geometry: GridGeometry;
  size: GridThumbnailSize;
  selecting: boolean;
  selected: ReadonlySet<string>;
  /** the roving tab stop of the grid */
  tabStopId: string | null;
  describe: DescribePhoto;
  actions: GridActions;
}

export interface GridRowProps {
  cells: GridCells;
  /** the photos of the grid (a month, the flat list) in display order */
  images: readonly Image[];
  /** the row's index in its grid */
  row: number;
  /** tiles of the grid: photos, placeholders of photos not loaded yet, and the '+N' tile */
  tiles: number;
  /** the row's offset in its positioned box */
  top: number;
  more: MoreTile | null;
  /**
   * a row of the first screen (useVisibleRange): its thumbnails are fetched at once and before any
   * other (fetchpriority="high"); the other rows' are lazy (loading="lazy"), fetched as they come near
   * the window, after the page's first paint (PhotoItem)
   */
  first?: boolean;
}

/**
 * One row of the photo grid, the same for the timeline's months, the flat list and the albums: its
 * photos, a placeholder (`data-placeholder`) for each photo not loaded yet, and the '+N' button
 * (`data-more-tile`) where the grid has one.
 */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { images, row, tiles, top, more, first: firstScreen = false } = props;
  const { geometry, size, selecting, selected, tabStopId, describe, actions } = props.cells;
  const first = row * geometry.columns;
  const last = Math.min(tiles, first + geometry.columns);
  const content = [];
  for (let tile = first; tile < last; tile++) {
    const image = tile === more?.tile ? undefined : images[tile];
    if (image) {
      content.push(
        <PhotoItem
          key={image.imageId}
          image={image}
          size={size}
          priority={firstScreen}
          selecting={selecting}
          selected={selected.has(image.imageId)}
          tabbable={image.imageId === tabStopId}
          describe={describe}
          onActivate={actions.onActivate}
          onKeyDown={actions.onKeyDown}
          onFocus={actions.onFocus}
        />,
      );
    } else if (more && tile === more.tile) {
      content.push(
        <button key="more" type="button" data-more-tile className={styles.more} aria-label={more.label} onClick={more.onExpand}>
          {more.text}
        </button>,
      );
    } else {
      // data-loading: a photo on its way (src/platform/idle/whenPageDrawn.ts)
      content.push(<div key={`placeholder-${tile}`} data-placeholder data-loading="" className={styles.placeholder} aria-hidden="true" />);
    }
  }
  return (
    <div
      className={styles.row}
      style={{ top, height: geometry.tile, gridTemplateColumns: `repeat(${geometry.columns}, ${geometry.tile}px)`, gap: geometry.gap }}
    >
      {content}
    </div>
  );
}, sameRow);

/**
 * Whether a row would render the same: the same photos in its own tiles, each as selected as before,
 * the tab stop in it or not as before. A month's next page, a selection or a focus elsewhere in the
 * grid then leaves the row alone, so a change re-renders only the rows it touches.
 */
function sameRow(before: GridRowProps, after: GridRowProps): boolean {
  const was = before.cells;
  const is = after.cells;
  if (
    before.row !== after.row ||
    before.tiles !== after.tiles ||
    before.top !== after.top ||
    before.first !== after.first ||
    was.geometry !== is.geometry ||
    was.size !== is.size ||
    was.selecting !== is.selecting ||
    was.actions !== is.actions ||
    was.describe !== is.describe ||
    before.more?.tile !== after.more?.tile ||
    before.more?.text !== after.more?.text ||
    before.more?.label !== after.more?.label ||
    before.more?.onExpand !== after.more?.onExpand
  ) {
    return false;
  }
  const first = after.row * is.geometry.columns;
  const last = Math.min(after.tiles, first + is.geometry.columns);
  for (let tile = first; tile < last; tile++) {
    const image = after.images[tile];
    if (before.images[tile] !== image) return false;
    if (!image) continue;
    if (was.selected.has(image.imageId) !== is.selected.has(image.imageId)) return false;
    if ((was.tabStopId === image.imageId) !== (is.tabStopId === image.imageId)) return false;
  }
  return true;
}

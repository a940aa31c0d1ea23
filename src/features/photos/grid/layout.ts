// Geometry of the photo grid (pure): columns by breakpoint, the square tile size from the container
// width, the thumbnail size by breakpoint, the rows of a plain grid, and the timeline's list of
// virtual rows (month headers and photo rows) with exact heights, so that a month not loaded yet
// takes the height its count implies and nothing moves when it loads.
import { PHOTOS_PER_MONTH_SECTION } from '@schemas/photos';
import type { BreakpointBand } from '@/ui/useBreakpoint';

export const COLUMNS: Record<BreakpointBand, number> = { small: 3, medium: 4, large: 5, extraLarge: 6 };
export const GAP: Record<BreakpointBand, number> = { small: 4, medium: 8, large: 8, extraLarge: 8 };
/** the month header row: heading and its select-all button */
export const HEADER_HEIGHT = 64;

export interface GridGeometry {
  columns: number;
  gap: number;
  tile: number;
  /** a row of tiles and the gap under it */
  rowHeight: number;
}

export function gridGeometry(width: number, band: BreakpointBand): GridGeometry {
  const columns = COLUMNS[band];
  const gap = GAP[band];
  const tile = Math.max(40, Math.floor((Math.max(0, width) - gap * (columns - 1)) / columns));
  return { columns, gap, tile, rowHeight: tile + gap };
}

/** 300 for small and medium screens, 800 for large and extra-large (S1 §2 Photo item). */
export type GridThumbnailSize = 300 | 800;

export function thumbnailSizeOf(band: BreakpointBand): GridThumbnailSize {
  return band === 'small' || band === 'medium' ? 300 : 800;
}

/** A row of a plain grid (the flat list, an album): its index, its offset and its height. */
export interface GridRowBox {
  row: number;
  start: number;
  size: number;
}

/** The rows of a plain grid of `tiles` tiles, all of one height. */
export function gridRows(tiles: number, geometry: GridGeometry): GridRowBox[] {
  return Array.from({ length: Math.ceil(tiles / geometry.columns) }, (_, row) => ({
    row,
    start: row * geometry.rowHeight,
    size: geometry.rowHeight,
  }));
}

export interface MonthShape {
  key: string;
  count: number;
  expanded: boolean;
}

/** Tiles of a month: every photo when expanded, else up to 24 and a '+N' tile for the rest. */
export function tilesOf(month: MonthShape): number {
  if (month.expanded) return month.count;
  return month.count > PHOTOS_PER_MONTH_SECTION ? PHOTOS_PER_MONTH_SECTION + 1 : month.count;
}

export type VirtualRow =
  | { kind: 'header'; monthIndex: number; size: number; start: number }
  | { kind: 'row'; monthIndex: number; row: number; size: number; start: number };

export interface MonthBox {
  start: number;
  size: number;
  /** index of the header in the row list */
  first: number;
}

export interface TimelineRows {
  rows: VirtualRow[];
  months: MonthBox[];
  total: number;
}

export function timelineRows(months: readonly MonthShape[], geometry: GridGeometry): TimelineRows {
  const rows: VirtualRow[] = [];
  const boxes: MonthBox[] = [];
  let offset = 0;
  months.forEach((month, monthIndex) => {
    const start = offset;
    const first = rows.length;
    rows.push({ kind: 'header', monthIndex, size: HEADER_HEIGHT, start: offset });
    offset += HEADER_HEIGHT;
    const count = Math.ceil(tilesOf(month) / geometry.columns);
    for (let row = 0; row < count; row++) {
      rows.push({ kind: 'row', monthIndex, row, size: geometry.rowHeight, start: offset });
      offset += geometry.rowHeight;
    }
    boxes.push({ start, size: offset - start, first });
  });
  return { rows, months: boxes, total: offset };
}

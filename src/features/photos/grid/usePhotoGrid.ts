import { useMemo } from 'react';
import type { Image } from '@schemas/photos';
import { useSelectedSet, useSelecting } from '../selection';
import type { GridCells } from './GridRow';
import type { GridGeometry, GridThumbnailSize } from './layout';
import { usePhotoLabels } from './photoLabels';
import { useGridInteraction, type ArrowKey } from './useGridInteraction';

interface PhotoGridOptions {
  geometry: GridGeometry;
  size: GridThumbnailSize;
  /** the photos shown, in display order */
  order: readonly Image[];
  /** the photo an arrow key moves to, or null at an edge */
  neighbour(imageId: string, key: ArrowKey): string | null;
  /** brings a photo into view and focuses it */
  focusPhoto(imageId: string): void;
}

/**
 * What every row of a photo grid shares: its geometry and thumbnail size, the selection, the tab
 * stop, the photos' titles and labels, and the actions of a click and the keyboard. One object per grid, new only when one of those
 * changes; the rows compare their own tiles (GridRow), so a change re-renders the rows it touches.
 */
export function usePhotoGrid({ geometry, size, order, neighbour, focusPhoto }: PhotoGridOptions): GridCells {
  const selecting = useSelecting();
  const selected = useSelectedSet();
  const { actions, tabStopId } = useGridInteraction({ order, neighbour, focusPhoto });
  const describe = usePhotoLabels();
  return useMemo(
    () => ({ geometry, size, selecting, selected, tabStopId, describe, actions }),
    [geometry, size, selecting, selected, tabStopId, describe, actions],
  );
}

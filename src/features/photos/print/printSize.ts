import type { Image } from '@schemas/photos';
import { PRINT_MIN_SHORT_SIDE_PX } from '@schemas/tunables';

/**
 * Whether a photo is too small for a good print (ours, beyond the spec): its shorter side, from the
 * width and height the API gives (`visibleWidth`, `visibleHeight`), has fewer than
 * PRINT_MIN_SHORT_SIDE_PX pixels (150 dpi on the 102 mm side of PAP_910). A photo whose size the
 * API does not give is not named: nothing says it is small.
 */
export function isTooSmallToPrint(image: Pick<Image, 'visibleWidth' | 'visibleHeight'>): boolean {
  const { visibleWidth: width, visibleHeight: height } = image;
  if (width === undefined || width === null || height === undefined || height === null) return false;
  return Math.min(width, height) < PRINT_MIN_SHORT_SIDE_PX;
}

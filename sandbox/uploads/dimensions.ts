import sharp from 'sharp';
import type { PhotoFileType } from '@schemas/upload';

/** A picture's size in pixels, as its header says (nothing decoded). */
export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The size a photo file's header gives, or null when the header names none: JPEG and PNG through
 * sharp's metadata (it reads the header only, whatever the picture's size), HEIC from its ISO BMFF
 * container (heicDimensions). Read before any decoding, so that a file that would take gigabytes
 * to decode is refused in milliseconds (UPLOAD_MAX_PIXELS).
 */
export async function dimensionsOf(file: Buffer, type: PhotoFileType): Promise<Dimensions | null> {
  if (type === 'heic') return heicDimensions(file);
  try {
    const { width, height } = await sharp(file, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The boxes that hold the image spatial extents (`ispe`) of a HEIF file: meta > iprp > ipco. */
const PATH_TO_ISPE = ['meta', 'iprp', 'ipco'] as const;
/** `meta` is a full box: 4 bytes of version and flags before its children. */
const FULL_BOXES = new Set(['meta']);

interface Box {
  type: string;
  /** the box's contents (after its header) */
  start: number;
  end: number;
}

/** The boxes directly inside [start, end) of the file; stops at the first malformed one. */
function boxesIn(file: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      const large = file.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) break;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/**
 * The largest image spatial extent (`ispe`) a HEIC file declares, or null when it declares none:
 * every HEIF image item has one (the primary picture, the tiles of a grid, the thumbnail), so the
 * largest is at least the size the decoder would make.
 */
export function heicDimensions(file: Buffer): Dimensions | null {
  let level = [{ type: '', start: 0, end: file.length }];
  for (const name of PATH_TO_ISPE) {
    const parent = level.flatMap((box) => boxesIn(file, box.start, box.end)).find((box) => box.type === name);
    if (!parent) return null;
    level = [FULL_BOXES.has(name) ? { ...parent, start: parent.start + 4 } : parent];
  }
  let largest: Dimensions | null = null;
  for (const box of level.flatMap((parent) => boxesIn(file, parent.start, parent.end))) {
    // ispe: version and flags (4 bytes), then width and height (32 bits each)
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    const width = file.readUInt32BE(box.start + 4);
    const height = file.readUInt32BE(box.start + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

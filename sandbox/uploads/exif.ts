import exifr from 'exifr';
import { sniffPhotoType } from '@schemas/upload';

const exifDate = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const exifOffset = /^([+-])(\d{2}):?(\d{2})$/;

/**
 * The date a photo was taken from its EXIF, or null without one (docs/PHOTOS.md "Upload"):
 * DateTimeOriginal read as text (`reviveValues: false`: exifr would read it in the server's time
 * zone) with OffsetTimeOriginal when the camera wrote one. Without an offset the camera's wall
 * clock is taken as UTC, so the photo keeps the day and month its camera showed.
 */
export async function exifDateTaken(file: Buffer): Promise<Date | null> {
  const taken = dateOfTags(await dateTags(file));
  if (taken || sniffPhotoType(file) !== 'heic') return taken;
  // exifr 7.1.3 finds a HEIC's Exif item by its extent offset only; libheif (heif-enc and the
  // converters built on it) places the item by the iloc's base offset, and exifr then reads the
  // wrong bytes. The item's payload is a TIFF block: each TIFF header in the file is tried in turn
  // (a false one, inside the picture's data, gives no tags).
  for (const start of tiffHeaderOffsets(file)) {
    const found = dateOfTags(await dateTags(file.subarray(start)));
    if (found) return found;
  }
  return null;
}

/** The two date tags as exifr reads them, or undefined when it cannot read the file. */
async function dateTags(file: Buffer): Promise<unknown> {
  try {
    return await exifr.parse(file, { reviveValues: false, pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] });
  } catch {
    return undefined;
  }
}

function dateOfTags(tags: unknown): Date | null {
  if (typeof tags !== 'object' || tags === null) return null;
  const original = 'DateTimeOriginal' in tags ? tags.DateTimeOriginal : undefined;
  const offset = 'OffsetTimeOriginal' in tags ? tags.OffsetTimeOriginal : undefined;
  return dateOf(typeof original === 'string' ? original : '', typeof offset === 'string' ? offset : '');
}

const TIFF_HEADERS = [Buffer.from('MM\0*', 'latin1'), Buffer.from('II*\0', 'latin1')];
/** At most this many TIFF headers are tried: the Exif item sits before the picture's data. */
const MAX_TIFF_TRIES = 8;

/** The first MAX_TIFF_TRIES places where the file has a TIFF header (big- or little-endian). */
function tiffHeaderOffsets(file: Buffer): number[] {
  const offsets: number[] = [];
  for (const header of TIFF_HEADERS) {
    let at = file.indexOf(header);
    for (let found = 0; at >= 0 && found < MAX_TIFF_TRIES; found += 1) {
      offsets.push(at);
      at = file.indexOf(header, at + 1);
    }
  }
  return offsets.sort((a, b) => a - b).slice(0, MAX_TIFF_TRIES);
}

/** `2023:07:14 10:22:33` at `+02:00` as an instant; null when the date is not a real one. */
export function dateOf(original: string, offset: string): Date | null {
  const parts = exifDate.exec(original.trim());
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number);
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined || second === undefined)
    return null;
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallClock);
  if (year < 1800 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const zone = exifOffset.exec(offset.trim());
  if (!zone) return check;
  const minutes = (Number(zone[2]) * 60 + Number(zone[3])) * (zone[1] === '-' ? -1 : 1);
  return new Date(wallClock - minutes * 60_000);
}

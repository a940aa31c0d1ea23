import exifr from 'exifr';

const exifDate = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const exifOffset = /^([+-])(\d{2}):?(\d{2})$/;

/**
 * The date a photo was taken from its EXIF, or null without one (docs/PHOTOS.md "Upload"):
 * DateTimeOriginal read as text (`reviveValues: false`: exifr would read it in the server's time
 * zone) with OffsetTimeOriginal when the camera wrote one. Without an offset the camera's wall
 * clock is taken as UTC, so the photo keeps the day and month its camera showed.
 */
export async function exifDateTaken(file: Buffer): Promise<Date | null> {
  let tags: unknown;
  try {
    tags = await exifr.parse(file, { reviveValues: false, pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] });
  } catch {
    return null;
  }
  if (typeof tags !== 'object' || tags === null) return null;
  const original = 'DateTimeOriginal' in tags ? tags.DateTimeOriginal : undefined;
  const offset = 'OffsetTimeOriginal' in tags ? tags.OffsetTimeOriginal : undefined;
  return dateOf(typeof original === 'string' ? original : '', typeof offset === 'string' ? offset : '');
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

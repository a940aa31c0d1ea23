// Dates of the photo grid (S1 §2 Photo item, Timeline; DECISIONS 21, 33): the month header and the
// hover title, with date-fns in the app's language and the browser's time zone.
import { format, isValid, parseISO, type Locale } from 'date-fns';
import { UNKNOWN_DATE_MONTH, UNKNOWN_DATE_YEAR } from '@schemas/photos';

/** January 1970 is the bucket of photos without a date: 'Unknown Date'. */
export function isUnknownDateMonth(year: number, month: number): boolean {
  return year === UNKNOWN_DATE_YEAR && month === UNKNOWN_DATE_MONTH;
}

/** 'March 2024' (localised month name and year). */
export function monthTitle(year: number, month: number, locale: Locale): string {
  return format(new Date(year, month - 1, 1), 'LLLL yyyy', { locale });
}

/** The date taken as a Date, or null when absent, invalid or in January 1970 (no hover title then). */
export function takenDate(dateTaken: string | null | undefined): Date | null {
  if (!dateTaken) return null;
  const date = parseISO(dateTaken);
  if (!isValid(date)) return null;
  if (date.getUTCFullYear() === UNKNOWN_DATE_YEAR && date.getUTCMonth() === UNKNOWN_DATE_MONTH - 1) return null;
  return date;
}

/** The date part of 'Taken on {date}': `pattern` is the locale's "d MMMM yyyy 'at' HH:mm:ss". */
export function takenOnDate(date: Date, pattern: string, locale: Locale): string {
  return format(date, pattern, { locale });
}

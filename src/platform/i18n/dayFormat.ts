// The account pages' two date shapes in the app's language, with the browser's own Intl (no date
// library or locale data to download): the spec's date format (S0 §9: dd MMM yyyy, the month
// abbreviated as the language abbreviates it) and the day and month of a delivery cutoff. The
// photo library, with patterns of its own, uses date-fns and its locale in its own chunk.

import { dateTimeFormat as formatterOf } from './intl';

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value ?? '';

/** '05 Mar 2025' ('05 mrt 2025' in Dutch): a date's calendar day in the browser's time zone as dd MMM yyyy. */
export function formatDay(date: Date, language: string): string {
  const parts = formatterOf(language, { day: '2-digit', month: 'short', year: 'numeric' }).formatToParts(date);
  let month = partOf(parts, 'month');
  // Some languages (Portuguese) write this date with the month as a number: MMM is its name.
  if (/^\d+$/.test(month)) month = formatterOf(language, { month: 'short' }).format(date);
  return `${partOf(parts, 'day')} ${month} ${partOf(parts, 'year')}`;
}

/** '18 December' ('18 december' in Dutch, '18. Dezember' in German): a date's day and month as the language writes them. */
export function formatDayAndMonth(date: Date, language: string): string {
  return formatterOf(language, { day: 'numeric', month: 'long' }).format(date);
}

// The date of an album card's 'Created {date}' (S1 §2 Albums screen): 'today', 'yesterday' or the
// day as dd MMM yyyy, with date-fns in the app's language and the browser's time zone.
import { format, isSameDay, isValid, parseISO, subDays, type Locale } from 'date-fns';

export type CreatedDay = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: string };

/** Which words 'Created …' takes for an ISO date-time (calendar days of the browser); null when it cannot be read. */
export function createdDay(created: string, locale: Locale, now: Date = new Date()): CreatedDay | null {
  const date = parseISO(created);
  if (!isValid(date)) return null;
  if (isSameDay(date, now)) return { kind: 'today' };
  if (isSameDay(date, subDays(now, 1))) return { kind: 'yesterday' };
  return { kind: 'date', date: format(date, 'dd MMM yyyy', { locale }) };
}

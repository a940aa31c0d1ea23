// Order dates in the customer's calendar (S0 §9; DECISIONS 10): what counts is the calendar day in
// the customer's time zone (the browser's, from Intl), not 24-hour periods, so an order placed late
// in the evening is "yesterday" the next morning wherever the server is.
import { differenceInCalendarDays, format, parseISO, type Locale } from 'date-fns';
import { de, enGB, nl } from 'date-fns/locale';

/** The customer's time zone: the browser's (e.g. 'Europe/Amsterdam'). */
export function customerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The date-fns locale of the app language (en-GB when there is none of its own). */
export function dateLocaleOf(language: string): Locale {
  if (language.startsWith('nl')) return nl;
  if (language.startsWith('de')) return de;
  return enGB;
}

/**
 * The calendar day `instant` falls on in `timeZone`, as a Date at local midnight of that day (a plain
 * date that date-fns can count and format). An ISO date without a time ('2025-12-18') is that day.
 */
export function calendarDay(instant: string | Date, timeZone: string): Date {
  if (typeof instant === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(instant)) {
    const [year, month, day] = instant.split('-').map(Number);
    return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  }
  const date = typeof instant === 'string' ? parseISO(instant) : instant;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/** Whole calendar days from `instant`'s day to `now`'s day in `timeZone` (0 = today, 1 = yesterday). */
export function calendarDaysAgo(instant: string, now: Date, timeZone: string): number {
  return differenceInCalendarDays(calendarDay(now, timeZone), calendarDay(instant, timeZone));
}

export type CreatedDate = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** An order's created date as the spec shows it (S0 §9): today, yesterday, or dd MMM yyyy in the customer's language. */
export function createdDate(createdAt: string, { now, timeZone, locale }: { now: Date; timeZone: string; locale: Locale }): CreatedDate {
  const days = calendarDaysAgo(createdAt, now, timeZone);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  return { kind: 'date', text: format(calendarDay(createdAt, timeZone), 'dd MMM yyyy', { locale }) };
}

/** A calendar date ('2025-12-18') or instant as dd MMM yyyy in the customer's language. */
export function formatDay(value: string, { timeZone, locale }: { timeZone: string; locale: Locale }): string {
  return format(calendarDay(value, timeZone), 'dd MMM yyyy', { locale });
}

// Order dates in the customer's calendar (S0 §9; DECISIONS 10): what counts is the calendar day in
// the customer's time zone (the browser's, from Intl), not 24-hour periods, so an order placed late
// in the evening is "yesterday" the next morning wherever the server is.
import { formatDay as formatCalendarDay } from '@/platform/i18n/dayFormat';
import { dateTimeFormat } from '@/platform/i18n/intl';

const DAY_MS = 86_400_000;

let browserZone: string | undefined;

/** The customer's time zone: the browser's (e.g. 'Europe/Amsterdam'), read once (a list asks per row). */
export function customerTimeZone(): string {
  browserZone ??= dateTimeFormat(undefined).resolvedOptions().timeZone;
  return browserZone;
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
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  // the browser's own zone is the Date's local calendar: no formatter to make or run (rows of a list)
  if (timeZone === customerTimeZone()) return new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/** Whole calendar days from `instant`'s day to `now`'s day in `timeZone` (0 = today, 1 = yesterday). */
export function calendarDaysAgo(instant: string, now: Date, timeZone: string): number {
  // both days at local midnight: a day across a clock change is 23 or 25 hours, which rounds to one
  return Math.round((calendarDay(now, timeZone).getTime() - calendarDay(instant, timeZone).getTime()) / DAY_MS);
}

export type CreatedDate = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** An order's created date as the spec shows it (S0 §9): today, yesterday, or dd MMM yyyy in the customer's language. */
export function createdDate(
  createdAt: string,
  { now, timeZone, language }: { now: Date; timeZone: string; language: string },
): CreatedDate {
  const days = calendarDaysAgo(createdAt, now, timeZone);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  return { kind: 'date', text: formatCalendarDay(calendarDay(createdAt, timeZone), language) };
}

/** A calendar date ('2025-12-18') or instant as dd MMM yyyy in the customer's language. */
export function formatDay(value: string, { timeZone, language }: { timeZone: string; language: string }): string {
  return formatCalendarDay(calendarDay(value, timeZone), language);
}

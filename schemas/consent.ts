import * as z from 'zod/mini';

/**
 * Cookie consent (S0 §3, §5; DECISIONS 17, 38). The choice is stored as a two-character code, first
 * character analytics, second marketing, each 0 or 1: the whole value of its own cookie on the
 * parent domain, where the brand's storefront reads it too. The consent version and the day of the
 * choice sit in a second cookie beside it.
 */
export const ConsentCode = z.enum(['00', '01', '10', '11']);
export type ConsentCode = z.infer<typeof ConsentCode>;

export interface ConsentChoice {
  readonly analytics: boolean;
  readonly marketing: boolean;
}

export type ConsentPurpose = keyof ConsentChoice;

/** The code cookie: its whole value is the code, nothing else (the storefronts read it). */
export const CONSENT_CODE_COOKIE = 'cookie_consent';
/** The record cookie: `<version>.<yyyy-mm-dd>` of the choice. */
export const CONSENT_RECORD_COOKIE = 'cookie_consent_record';

/**
 * The version of the purpose list the customer is asked about. Raise it when a purpose is added or
 * changes meaning: every stored choice of another version is asked again.
 */
export const CONSENT_VERSION = 1;
/** A choice older than this many months is asked again (the CNIL's and EDPB's 13 months). */
export const CONSENT_MAX_AGE_MONTHS = 13;

export const encodeConsent = (choice: ConsentChoice): ConsentCode => `${choice.analytics ? '1' : '0'}${choice.marketing ? '1' : '0'}`;

/** The choice a code stands for; null for anything that is not exactly one of the four codes. */
export function decodeConsent(code: string | null | undefined): ConsentChoice | null {
  const parsed = ConsentCode.safeParse(code);
  if (!parsed.success) return null;
  return { analytics: parsed.data[0] === '1', marketing: parsed.data[1] === '1' };
}

const RECORD = /^(\d{1,4})\.(\d{4})-(\d{2})-(\d{2})$/;

export interface ConsentRecord {
  readonly version: number;
  /** the day of the choice, yyyy-mm-dd */
  readonly day: string;
}

export const encodeConsentRecord = (record: ConsentRecord) => `${record.version}.${record.day}`;

export function decodeConsentRecord(value: string | null | undefined): ConsentRecord | null {
  const match = value ? RECORD.exec(value) : null;
  if (!match) return null;
  const [, version, year, month, day] = match;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) return null;
  return { version: Number(version), day: `${year}-${month}-${day}` };
}

/** What the two cookies say, judged on `today` (yyyy-mm-dd). */
export type StoredConsent =
  | { readonly kind: 'valid'; readonly choice: ConsentChoice; readonly day: string }
  /** no code cookie, or a code that is not one of the four (never read as 00) */
  | { readonly kind: 'missing' }
  /** a valid code, but of another consent version, without a readable record, or older than 13 months */
  | { readonly kind: 'expired'; readonly reason: 'outdated' | 'unrecorded' | 'tooOld' };

/** The day `months` calendar months before `day` (both yyyy-mm-dd, UTC); the month's end when shorter. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const base = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 - months, 1));
  const lastDay = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 0)).getUTCDate();
  base.setUTCDate(Math.min(date ?? 1, lastDay));
  return base.toISOString().slice(0, 10);
}

export function assessConsent(code: string | null, record: string | null, today: string, version = CONSENT_VERSION): StoredConsent {
  const choice = decodeConsent(code);
  if (!choice) return { kind: 'missing' };
  const stored = decodeConsentRecord(record);
  if (!stored) return { kind: 'expired', reason: 'unrecorded' };
  if (stored.version !== version) return { kind: 'expired', reason: 'outdated' };
  // a choice made exactly 13 months ago is still valid that day; one day older asks again
  if (stored.day < monthsBefore(today, CONSENT_MAX_AGE_MONTHS)) return { kind: 'expired', reason: 'tooOld' };
  return { kind: 'valid', choice, day: stored.day };
}

import {
  CONSENT_CODE_COOKIE,
  CONSENT_MAX_AGE_MONTHS,
  CONSENT_RECORD_COOKIE,
  CONSENT_VERSION,
  encodeConsent,
  encodeConsentRecord,
  type ConsentChoice,
} from '@schemas/consent';

/** The two consent cookies as the browser has them (raw values; judged by assessConsent). */
export function readConsentCookies(cookieHeader: string): { code: string | null; record: string | null } {
  const values = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    // the first value wins: a host-only cookie and a parent-domain one of the same name both arrive
    if (!values.has(name)) values.set(name, part.slice(eq + 1).trim());
  }
  return { code: values.get(CONSENT_CODE_COOKIE) ?? null, record: values.get(CONSENT_RECORD_COOKIE) ?? null };
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain the consent cookies are set on, so that the brand's storefront on the same
 * domain reads them: the host name without its first label when it has three or more labels
 * (`my.albelli.nl` → `albelli.nl`, `my.albelli.nl.localhost` → `albelli.nl.localhost`), the same
 * rule as the session's refresh cookie (sandbox/identity); host-only for `localhost` and IPs.
 */
export function consentCookieDomain(hostname: string): string | undefined {
  const name = hostname.toLowerCase();
  if (IPV4.test(name) || name.includes(':')) return undefined;
  const labels = name.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : undefined;
}

/** The cookies outlive the 13 months a choice counts for by a month; the record's day decides. */
const MAX_AGE_SECONDS = (CONSENT_MAX_AGE_MONTHS + 1) * 31 * 24 * 60 * 60;

/**
 * The Set-Cookie strings (for `document.cookie`) of a choice made on `day` (yyyy-mm-dd): the code
 * is the whole value of its cookie, the version and day sit in the record cookie beside it.
 */
export function consentCookieStrings(choice: ConsentChoice, options: { hostname: string; day: string; secure: boolean }): string[] {
  const domain = consentCookieDomain(options.hostname);
  const attributes = [
    `Max-Age=${MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(domain ? [`Domain=${domain}`] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
  return [
    `${CONSENT_CODE_COOKIE}=${encodeConsent(choice)}; ${attributes}`,
    `${CONSENT_RECORD_COOKIE}=${encodeConsentRecord({ version: CONSENT_VERSION, day: options.day })}; ${attributes}`,
  ];
}

/** Today in UTC, yyyy-mm-dd: the day a choice is recorded and judged by. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

// The cookie consent every end-to-end test starts with unless it says otherwise: a stored "reject
// all" (00) of today under the current consent version, on every host the tests open (localhost
// and each brand host's parent domain), so that the consent dialog, which asks on a first visit,
// does not cover the pages other specs test. The consent specs start without it
// (`test.use({ storageState: noStoredConsent })`).
import { CONSENT_CODE_COOKIE, CONSENT_RECORD_COOKIE, CONSENT_VERSION, type ConsentCode } from '../../schemas/consent';
import { readFileSync } from 'node:fs';
import { AppConfig } from '../../schemas/config';

// read rather than imported: playwright.config loads this file as plain Node ESM, which needs an
// import attribute for JSON that the app's TypeScript setup does not use
const hostTable = AppConfig.parse(JSON.parse(readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8')));

type StorageCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax';
};

/** The domain the app sets its consent cookies on for a brand host (`my.albelli.nl` → `albelli.nl.localhost`). */
export const consentDomainOf = (host: string) => `${host.split('.').slice(1).join('.')}.localhost`;

/** Each brand host's parent domain, with a leading dot: a cookie there reaches every sub-domain, as the app's `Domain=` cookie does. */
export const hostDomains = [...new Set(hostTable.hosts.map((row) => `.${consentDomainOf(row.host)}`))];
const domains = ['localhost', ...hostDomains];

/** Both consent cookies of `code` chosen on `day` (yyyy-mm-dd), on every test host. */
export function consentCookies(
  code: ConsentCode | string,
  day = new Date().toISOString().slice(0, 10),
  version = CONSENT_VERSION,
): StorageCookie[] {
  const expires = Math.floor(Date.now() / 1000) + 400 * 24 * 60 * 60;
  return domains.flatMap((domain) => [
    { name: CONSENT_CODE_COOKIE, value: code, domain, path: '/', expires, httpOnly: false, secure: false, sameSite: 'Lax' as const },
    {
      name: CONSENT_RECORD_COOKIE,
      value: `${version}.${day}`,
      domain,
      path: '/',
      expires,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ]);
}

export const storedConsent = { cookies: consentCookies('00'), origins: [] };
export const noStoredConsent = { cookies: [], origins: [] };

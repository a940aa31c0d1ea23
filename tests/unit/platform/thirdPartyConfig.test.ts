import { describe, expect, it } from 'vitest';
import { AppConfig } from '@schemas/config';
import { SPEC_LOCALES } from '@schemas/tunables';
import { consentCookieDomain, consentCookieStrings } from '@/platform/consent/consentCookies';
import { surveyIdFor } from '@/app/survey/surveyId';
import builtIn from '../../../public/config.json';

const config = AppConfig.parse(builtIn);

describe('third parties in config.json', () => {
  it('has a medium and a small survey id for every spec locale and every host locale, all different', () => {
    const locales = new Set<string>([...SPEC_LOCALES, ...config.hosts.map((row) => row.locale)]);
    const ids: string[] = [];
    for (const locale of locales) {
      const pair = config.thirdParty.surveyIds[locale];
      expect(pair, locale).toBeDefined();
      ids.push(pair?.medium ?? '', pair?.small ?? '');
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('picks the small id below 575 px and the medium one otherwise; en-GB stands in for an unknown locale', () => {
    expect(surveyIdFor(config.thirdParty.surveyIds, 'fr-FR', false)).toBe(config.thirdParty.surveyIds['fr-FR']?.medium);
    expect(surveyIdFor(config.thirdParty.surveyIds, 'fr-FR', true)).toBe(config.thirdParty.surveyIds['fr-FR']?.small);
    expect(surveyIdFor(config.thirdParty.surveyIds, 'xx-XX', true)).toBe(config.thirdParty.surveyIds['en-GB']?.small);
  });
});

describe('consent cookies', () => {
  it('go on the parent domain of a brand host, host-only on localhost and IPs', () => {
    expect(consentCookieDomain('my.albelli.nl')).toBe('albelli.nl');
    expect(consentCookieDomain('my.bonusprint.co.uk')).toBe('bonusprint.co.uk');
    expect(consentCookieDomain('my.albelli.nl.localhost')).toBe('albelli.nl.localhost');
    expect(consentCookieDomain('localhost')).toBeUndefined();
    expect(consentCookieDomain('127.0.0.1')).toBeUndefined();
  });

  it('hold the code as the whole value of one cookie and the version and day in the other', () => {
    const [code, record] = consentCookieStrings(
      { analytics: false, marketing: true },
      { hostname: 'my.albelli.fr', day: '2026-11-25', secure: true },
    );
    expect(code).toMatch(/^cookie_consent=01; /);
    expect(record).toMatch(/^cookie_consent_record=1\.2026-11-25; /);
    for (const cookie of [code, record]) {
      expect(cookie).toContain('Domain=albelli.fr');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Secure');
    }
  });
});

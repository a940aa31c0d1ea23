// The date locale of each of the spec's locales is loaded on demand: the app's own one only.
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DATE_LOCALES, loadDateLocale } from '@/platform/i18n/dateLocale';

/** S0 §9: the eleven locales (survey identifiers) and the default. */
const SPEC_LOCALES = ['en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE'];
const MARCH = new Date(2025, 2, 5);

describe('loadDateLocale', () => {
  it('has a date locale for every locale the spec lists', () => {
    expect(DATE_LOCALES).toEqual(expect.arrayContaining(SPEC_LOCALES));
  });

  it.each([
    ['en-GB', '05 Mar 2025'],
    ['nl-NL', '05 mrt. 2025'],
    ['de-DE', '05 März 2025'],
    ['fr-FR', '05 mars 2025'],
  ])('%s writes dd MMM yyyy as %s', async (locale, expected) => {
    expect(format(MARCH, 'dd MMM yyyy', { locale: await loadDateLocale(locale) })).toBe(expected);
  });

  it('gives the default locale’s for a locale without one of its own', async () => {
    expect(format(MARCH, 'dd MMM yyyy', { locale: await loadDateLocale('xx-XX') })).toBe('05 Mar 2025');
  });
});

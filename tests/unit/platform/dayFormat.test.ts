// The account pages' two date shapes, with the browser's Intl: dd MMM yyyy (S0 §9) and a cutoff's day and month.
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndMonth } from '@/platform/i18n/dayFormat';

const MARCH = new Date(2025, 2, 5);

describe('formatDay: dd MMM yyyy in the app’s language', () => {
  it.each([
    ['en-GB', '05 Mar 2025'],
    ['nl-NL', '05 mrt 2025'],
    ['de-DE', '05 März 2025'],
    ['fr-FR', '05 mars 2025'],
    ['sv-SE', '05 mars 2025'],
    ['pt-PT', '05 mar. 2025'],
  ])('%s → %s', (language, expected) => {
    expect(formatDay(MARCH, language)).toBe(expected);
  });

  it('is always day, month and year with single spaces, whatever the language’s own punctuation', () => {
    for (const language of ['en-GB', 'nl-NL', 'nl-BE', 'de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE']) {
      expect(formatDay(new Date(2024, 11, 9), language)).toMatch(/^09 \p{L}+\.? 2024$/u);
    }
  });
});

describe('formatDayAndMonth', () => {
  it.each([
    ['en-GB', '18 December'],
    ['nl-NL', '18 december'],
    ['de-DE', '18. Dezember'],
  ])('%s → %s', (language, expected) => {
    expect(formatDayAndMonth(new Date(2025, 11, 18), language)).toBe(expected);
  });
});

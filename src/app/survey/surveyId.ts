import type { ThirdPartyConfig } from '@schemas/thirdParty';

/** The locale whose identifiers stand in for a locale without its own (the default locale). */
const FALLBACK_LOCALE = 'en-GB';

/**
 * The survey identifier of a locale and screen (S0 §9): the spec gives one per locale for medium
 * screens and one for small; large and extra-large screens take the medium one.
 */
export function surveyIdFor(ids: ThirdPartyConfig['surveyIds'], locale: string, small: boolean): string | null {
  const pair = ids[locale] ?? ids[FALLBACK_LOCALE];
  if (!pair) return null;
  return small ? pair.small : pair.medium;
}

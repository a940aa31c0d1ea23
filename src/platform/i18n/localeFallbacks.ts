/** The default locale and the source of every key (ARCHITECTURE "Brands, hosts and locales"). */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * Where a locale without its own file (or with missing keys) looks next. A regional variant reads
 * its sibling first (nl-BE → nl-NL, de-AT → de-DE); everything ends with en-GB.
 */
export const localeFallbacks: Readonly<Record<string, readonly string[]>> = {
  'nl-BE': ['nl-NL', DEFAULT_LOCALE],
  'de-AT': ['de-DE', DEFAULT_LOCALE],
  default: [DEFAULT_LOCALE],
};

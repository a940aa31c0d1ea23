import type { Locale } from 'date-fns';

// The date-fns locale of each locale the spec lists (S0 §9), loaded on demand: only the app's own
// locale is downloaded (each is a chunk of its own, 2–3 KB compressed), and only by the pages that
// format dates with date-fns patterns (the photo library); the account pages use Intl (dayFormat.ts).
const loaders: Readonly<Record<string, () => Promise<Locale>>> = {
  'en-GB': () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  'nl-NL': () => import('date-fns/locale/nl').then((m) => m.nl),
  'nl-BE': () => import('date-fns/locale/nl-BE').then((m) => m.nlBE),
  'de-DE': () => import('date-fns/locale/de').then((m) => m.de),
  'de-AT': () => import('date-fns/locale/de-AT').then((m) => m.deAT),
  'es-ES': () => import('date-fns/locale/es').then((m) => m.es),
  'fr-FR': () => import('date-fns/locale/fr').then((m) => m.fr),
  'it-IT': () => import('date-fns/locale/it').then((m) => m.it),
  'da-DK': () => import('date-fns/locale/da').then((m) => m.da),
  'pt-PT': () => import('date-fns/locale/pt').then((m) => m.pt),
  'nb-NO': () => import('date-fns/locale/nb').then((m) => m.nb),
  'sv-SE': () => import('date-fns/locale/sv').then((m) => m.sv),
};

/** The default locale's (S0 §9: en-GB), for a locale without one of its own. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

/** Loads the date-fns locale of `locale` (e.g. 'nl-NL'); the default locale's when it has none. */
export function loadDateLocale(locale: string): Promise<Locale> {
  const load = loaders[locale] ?? loaders[DEFAULT_DATE_LOCALE];
  if (!load) throw new Error(`no date locale for ${locale}`);
  return load();
}

/** The locales that have a date-fns locale here. */
export const DATE_LOCALES: readonly string[] = Object.keys(loaders);

const loading = new Map<string, Promise<Locale>>();
const loaded = new Map<string, Locale>();

/** The date-fns locale of `locale`, loaded once (the same promise for every caller). */
export function dateLocaleFor(locale: string): Promise<Locale> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loadDateLocale(locale);
    promise.then(
      (value) => loaded.set(locale, value),
      // a failed chunk load is tried again by the next caller
      () => loading.delete(locale),
    );
    loading.set(locale, promise);
  }
  return promise;
}

/** The date-fns locale of `locale` when it has already been loaded, so that a page need not wait a turn for it. */
export function loadedDateLocale(locale: string): Locale | undefined {
  return loaded.get(locale);
}

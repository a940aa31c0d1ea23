// The browser's Intl formatters, made once per language and options and kept: making one costs
// about a millisecond (several on a slow phone), and a list formats a date or an amount per row.
type Cache<T> = Map<string, T>;

function kept<T, O>(cache: Cache<T>, language: string | undefined, options: O, make: () => T): T {
  const key = `${language ?? ''}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const dateTimeFormats: Cache<Intl.DateTimeFormat> = new Map();
const numberFormats: Cache<Intl.NumberFormat> = new Map();
const regionNames: Cache<Intl.DisplayNames> = new Map();

/** `new Intl.DateTimeFormat(language, options)`, kept. */
export function dateTimeFormat(language: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

/** `new Intl.NumberFormat(language, options)`, kept. */
export function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

/** A country's name in `language` ('NL' → 'Netherlands'), the code itself where Intl has none. */
export function regionName(language: string, code: string): string {
  const names = kept(regionNames, language, 'region', () => new Intl.DisplayNames([language], { type: 'region' }));
  return names.of(code) ?? code;
}

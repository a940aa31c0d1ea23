// Every locale the spec lists (S0 §9) and every locale of the host table has its file under
// public/locales; every file has every key of en-GB.json (the source of keys), keeps the same
// {{interpolations}}, has the plural forms its own language needs (i18next `_one`, `_other`, …
// suffixes, by Intl.PluralRules), and repeats no English text outside the allow-list below. The
// failure message names the file and the keys.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEC_LOCALES } from '@schemas/tunables';
import config from '../../public/config.json';

const dir = fileURLToPath(new URL('../../public/locales/', import.meta.url));
const SOURCE = 'en-GB';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat, file: string): Flat {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into, file);
  } else {
    throw new Error(`${file}: ${prefix} is neither a string nor an object`);
  }
  return into;
}

const read = (locale: string): Flat => flatten(JSON.parse(readFileSync(`${dir}${locale}.json`, 'utf8')), '', new Map(), `${locale}.json`);
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

const locales = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const source = read(SOURCE);

/** The keys a locale must have: plain keys as they are, plural keys with that language's forms. */
function requiredKeys(locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of source.keys()) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return [...keys];
}

/**
 * Words a translation may keep as they are in English: brands, payment methods and codes in every
 * language, and per language the words that are spelt the same there (checked by native readers).
 * A text that repeats its English value is allowed only when each of its words is listed here.
 */
const SAME_EVERYWHERE = [
  'PDF',
  'JSON',
  'XML',
  'URL',
  'HTTP',
  'ms',
  'iDEAL',
  'Bancontact',
  'PayPal',
  'Klarna',
  'Visa',
  'Mastercard',
  'American',
  'Express',
  'Maestro',
];
const SAME_IN_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  nl: ['Downloads', 'Widgets', 'Album', 'Albums', 'Product', 'product', 'Machines', 'Live', 'Start', 'Baby'],
  de: ['Downloads', 'Widgets', 'Album', 'Live', 'Zoom', 'Start', 'Optional', 'Baby', 'Name', 'Newsletter'],
  es: ['Widgets', 'Zoom', 'final'],
  pt: ['Widgets', 'Zoom', 'final'],
  fr: [
    'Photo',
    'Photos',
    'photo',
    'photos',
    'Album',
    'Albums',
    'Notifications',
    'Mode',
    'Zoom',
    'Transitions',
    'initial',
    'final',
    'Page',
    'Date',
    'Total',
    'Newsletter',
  ],
  it: ['Album', 'Zoom', 'Newsletter'],
  da: ['Downloads', 'Widgets', 'Album', 'Albums', 'Zoom', 'Start', 'Type', 'Baby'],
  nb: ['Album', 'Zoom', 'Start', 'Type', 'Baby'],
  sv: ['Album', 'Period'],
};
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? [];

/** The keys whose text is the English one with a word outside the allow-list. */
function englishLeftOver(locale: string): string[] {
  const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_IN_LANGUAGE[locale.slice(0, 2)] ?? [])]);
  return [...read(locale).entries()]
    .filter(([key, text]) => source.get(key) === text && words(text).some((word) => !allowed.has(word)))
    .map(([key, text]) => `${key} = ${text}`);
}

const hostLocales = config.hosts.map((host) => host.locale);

describe('locale files', () => {
  it.each([...new Set([...SPEC_LOCALES, ...hostLocales])])('%s has a locale file', (locale) => {
    expect(locales, `public/locales/${locale}.json is missing`).toContain(locale);
  });

  it.each(locales.filter((locale) => !locale.startsWith('en')))('%s repeats no English text', (locale) => {
    const repeated = englishLeftOver(locale);
    expect(repeated, `${locale}.json keeps English texts: ${repeated.join('; ')}`).toEqual([]);
  });

  it('notices an English text left in a translation', () => {
    expect(words('{{count}} photos selected')).toEqual(['photos', 'selected']);
    expect(englishLeftOver('en-GB').length).toBeGreaterThan(100);
  });

  it('include the source locale and at least one translation', () => {
    expect(locales).toContain(SOURCE);
    expect(locales.length).toBeGreaterThan(1);
  });

  it.each(locales.filter((locale) => locale !== SOURCE))('%s has every key of en-GB.json', (locale) => {
    const translated = read(locale);
    const missing = requiredKeys(locale).filter((key) => !translated.has(key));
    expect(missing, `${locale}.json is missing ${missing.length} key(s): ${missing.join(', ')}`).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== SOURCE))('%s keeps the interpolations of en-GB.json', (locale) => {
    const translated = read(locale);
    const different = [...source.entries()]
      .filter(([key]) => translated.has(key) && !PLURAL_SUFFIX.test(key))
      .filter(([key, text]) => variables(text).join() !== variables(translated.get(key) ?? '').join())
      .map(([key]) => key);
    expect(different, `${locale}.json changes the {{variables}} of: ${different.join(', ')}`).toEqual([]);
  });

  it.each(locales)('%s has no empty texts', (locale) => {
    const empty = [...read(locale).entries()].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty, `${locale}.json has empty texts: ${empty.join(', ')}`).toEqual([]);
  });
});

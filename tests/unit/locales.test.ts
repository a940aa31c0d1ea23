// Every locale file under public/locales has every key of en-GB.json (the source of keys), keeps
// the same {{interpolations}}, and has the plural forms its own language needs (i18next `_one`,
// `_other`, … suffixes, by Intl.PluralRules). The failure message names the file and the keys.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

describe('locale files', () => {
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

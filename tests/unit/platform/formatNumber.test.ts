// Counts grouped by thousands in the customer's locale: the locale files' `{{count, number}}` and
// formatNumber (the one helper for a count shown without a text) give 12,345 in en-GB, 12.345 in
// nl-NL and 12 345 (a narrow no-break space) in fr-FR; every placeholder that shows a count, in
// every locale file, goes through the number format.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { formatNumber, keepNumberFormat } from '@/platform/i18n/formatNumber';

const dir = join(import.meta.dirname, '../../../public/locales');
const locales = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const resourcesOf = (locale: string): unknown => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));

function i18nFor(locale: string): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: resourcesOf(locale) as Record<string, unknown> } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  keepNumberFormat(instance);
  return instance;
}

const NNBSP = '\u202f';

describe('counts in the customer’s locale', () => {
  it.each([
    ['en-GB', '12,345', '12,345 photos selected'],
    ['nl-NL', '12.345', "12.345 foto's geselecteerd"],
    ['fr-FR', `12${NNBSP}345`, `12${NNBSP}345 photos sélectionnées`],
  ])('%s writes 12345 as %s, alone and in a text', (locale, grouped, selected) => {
    const instance = i18nFor(locale);
    expect(formatNumber(instance, 12345)).toBe(grouped);
    expect(instance.t('photos.selection.count', { count: 12345 })).toBe(selected);
    expect(instance.t('photos.albums.photoCount', { count: 12345 })).toContain(grouped);
    expect(instance.t('photos.upload.progress', { uploaded: 1200, count: 12345 })).toContain(grouped);
    // plurals still follow the number: one photo
    expect(instance.t('photos.selection.count', { count: 1 })).not.toBe(instance.t('photos.selection.count', { count: 2 }));
  });

  it('makes one formatter per language however many different counts a page shows', () => {
    const instance = i18nFor('de-DE');
    expect(instance.t('photos.albums.photoCount', { count: 10_000 })).toContain('10.000');
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let index = 1; index < 40; index += 1) instance.t('photos.albums.photoCount', { count: 10_000 + index });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    expect(instance.t('photos.albums.photoCount', { count: 10_039 })).toContain('10.039');
  });

  // every placeholder of these names shows a count; `{{page}}` and `{{number}}` do where the key says so
  const COUNTS = /\{\{\s*(count|amount|uploaded|position|max|total|step|pages)\s*\}\}/;
  const unformatted = (value: unknown, path: string): string[] => {
    if (typeof value === 'string') {
      const plain = COUNTS.test(value) || (/\{\{\s*page\s*\}\}/.test(value) && !path.endsWith('documentTitle'));
      return plain ? [`${path} = ${value}`] : [];
    }
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, child]) => unformatted(child, path ? `${path}.${key}` : key));
    return [];
  };

  it.each(locales)('%s formats every count it shows ({{count, number}})', (locale) => {
    expect(unformatted(resourcesOf(locale), '')).toEqual([]);
  });

  it('notices a count left unformatted', () => {
    expect(unformatted({ a: { b: '{{count}} photos' } }, '')).toEqual(['a.b = {{count}} photos']);
    expect(locales).toHaveLength(12);
  });
});

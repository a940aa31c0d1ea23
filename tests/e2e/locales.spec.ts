import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { format, type Locale } from 'date-fns';
import * as dateLocales from 'date-fns/locale';
import { AppConfig } from '../../schemas/config';
import { SPEC_LOCALES } from '../../schemas/tunables';
import { brandUrl, newAccount } from './support';

// Every locale of the spec (and de-DE, which the host table uses) on its own brand host: the home
// overview, the settings and the photo library in that language, checked by the test rather than by
// eye: `<html lang>`, no i18n key shown in place of a text, no English sentence of en-GB.json left
// on the page, the photo library's month headers in that language (date-fns), and the delete-all
// word of that locale accepted.

type Texts = Map<string, string>;
function flatten(value: unknown, prefix = '', into: Texts = new Map()): Texts {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}
const textsOf = (locale: string): Texts =>
  flatten(JSON.parse(readFileSync(new URL(`../../public/locales/${locale}.json`, import.meta.url), 'utf8')));
const english = textsOf('en-GB');
const config = AppConfig.parse(JSON.parse(readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8')));

/** The English sentences (parts of en-GB texts between interpolations, two words or more) that the locale translates. */
function englishSentences(translated: Texts): string[] {
  const sentences = new Set<string>();
  for (const [key, text] of english) {
    if (translated.get(key) === text) continue;
    for (const part of text.split(/\{\{[^}]*\}\}/)) {
      const sentence = part.trim();
      if (sentence.length >= 12 && (sentence.match(/\p{L}+/gu) ?? []).length >= 2) sentences.add(sentence);
    }
  }
  return [...sentences];
}

const DATE_LOCALES: Record<string, Locale> = {
  'en-GB': dateLocales.enGB,
  'nl-NL': dateLocales.nl,
  'nl-BE': dateLocales.nlBE,
  'de-DE': dateLocales.de,
  'de-AT': dateLocales.deAT,
  'es-ES': dateLocales.es,
  'fr-FR': dateLocales.fr,
  'it-IT': dateLocales.it,
  'da-DK': dateLocales.da,
  'pt-PT': dateLocales.pt,
  'nb-NO': dateLocales.nb,
  'sv-SE': dateLocales.sv,
};

const locales = [...new Set<string>([...SPEC_LOCALES, 'de-DE'])];
const hostOf = (locale: string) => config.hosts.find((host) => host.locale === locale)?.host;

async function expectInLanguage(page: Page, locale: string, texts: Texts, sentences: readonly string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shown = await page.locator('body').innerText();
  const keysShown = [...texts.keys()].filter((key) => shown.includes(key));
  expect(keysShown, `${page.url()} shows i18n keys`).toEqual([]);
  if (locale.startsWith('en')) return;
  const left = sentences.filter((sentence) => shown.includes(sentence));
  expect(left, `${page.url()} shows English text`).toEqual([]);
}

for (const locale of locales) {
  test(`${locale}: home, settings and the photo library in ${locale}, dates and the delete-all word too`, async ({ browser, request }) => {
    test.slow();
    const host = hostOf(locale);
    if (!host) throw new Error(`no host in config.json for ${locale}`);
    const texts = textsOf(locale);
    const sentences = englishSentences(texts);
    const account = await newAccount(request, { photos: 12 });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(brandUrl(host, '/'));
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(brandUrl(host, '/'));
    await expectInLanguage(page, locale, texts, sentences);

    await page.goto(brandUrl(host, '/settings'));
    await expect(page.getByRole('heading', { level: 1, name: texts.get('routes.settings') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.get('settings.personalDetails.title') })).toBeVisible();
    await expectInLanguage(page, locale, texts, sentences);

    await page.goto(brandUrl(host, '/my-photos/photos?flag.PhotoManagementTimelineEnabled=on'));
    await expect(page.locator('main h2').first()).toBeVisible({ timeout: 20_000 });
    await expectInLanguage(page, locale, texts, sentences);
    // every month header's own text (its first text node: the count follows in a span of its own)
    // is the month as date-fns writes it in this language ('novembre 2026', 'Oktober 2025')
    const dateLocale = DATE_LOCALES[locale];
    if (!dateLocale) throw new Error(`no date-fns locale for ${locale}`);
    const titles = await page
      .locator('main h2')
      .evaluateAll((headings) => headings.map((heading) => heading.firstChild?.textContent ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const year = Number(/\d{4}/.exec(title)?.[0]);
      const monthTitles = Array.from({ length: 12 }, (_, month) => format(new Date(year, month, 1), 'LLLL yyyy', { locale: dateLocale }));
      expect(monthTitles, `the month header ${title}`).toContain(title);
    }

    const word = texts.get('photos.delete.confirmationWord') ?? '';
    const deleteAll = texts.get('photos.delete.deleteAll') ?? '';
    await page.getByRole('button', { name: deleteAll }).click();
    const dialog = page.getByRole('dialog', { name: texts.get('photos.delete.deleteAllTitle') });
    await dialog.getByRole('textbox').fill(word);
    await dialog.getByRole('button', { name: texts.get('photos.delete.deleteAllConfirm') }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText(texts.get('photos.page.empty') ?? '')).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
}

import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createFetchBackend } from './fetchBackend';
import { keepNumberFormat } from './formatNumber';
import { localeFallbacks } from './localeFallbacks';

/**
 * An i18next instance for the brand's locale, resources fetched from `/locales/<locale>.json` on
 * the app origin, with the fallback chain of localeFallbacks. Resolves once the locale and its
 * fallbacks are loaded, so the first render never shows keys.
 */
export async function createI18n(locale: string, origin: string, fetchImpl?: typeof fetch): Promise<i18n> {
  const instance = createInstance();
  // The locale's files are requested now: i18next would ask only after a turn of the event loop,
  // which at start-up waits behind the chunks of the page being opened.
  const languages = [...new Set([locale, ...(localeFallbacks[locale] ?? localeFallbacks.default ?? [])])];
  await instance
    .use(createFetchBackend(origin, fetchImpl, languages))
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: { ...localeFallbacks },
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
  keepNumberFormat(instance);
  return instance;
}

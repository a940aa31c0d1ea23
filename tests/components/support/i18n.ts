import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../../../public/locales/en-GB.json';

/** An i18next instance with the real en-GB texts, ready at once. */
export function createTestI18n(): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-GB',
    resources: { 'en-GB': { translation: enGB } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

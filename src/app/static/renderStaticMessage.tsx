import { createInstance } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enGB from '../../../public/locales/en-GB.json';
import { StaticMessagePage } from './StaticMessagePage';

/**
 * Renders a StaticMessagePage in English from the en-GB file bundled into this (lazily loaded)
 * chunk: when storage is blocked or the start failed, nothing else can be relied on (no config, no
 * locale fetch). Returns the root so that callers (tests) can unmount it.
 */
export async function renderStaticMessage(container: HTMLElement, messageKey: 'errors.storageBlocked' | 'errors.generic') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-GB',
    resources: { 'en-GB': { translation: enGB } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  document.documentElement.lang = 'en-GB';
  document.title = i18n.t(messageKey);
  const root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <StaticMessagePage messageKey={messageKey} />
    </I18nextProvider>,
  );
  return root;
}

import { enGB } from 'date-fns/locale/en-GB';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DateLocaleProvider } from '@/platform/i18n/DateLocaleContext';
import { createTestI18n } from './i18n';

/** The app's language for component tests: the real en-GB texts and date-fns's en-GB dates, as the app provides them. */
export function TestLanguage({ children }: { children: ReactNode }) {
  const [i18n] = useState(createTestI18n);
  return (
    <I18nextProvider i18n={i18n}>
      <DateLocaleProvider value={enGB}>{children}</DateLocaleProvider>
    </I18nextProvider>
  );
}

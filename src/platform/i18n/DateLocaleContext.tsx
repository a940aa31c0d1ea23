import type { Locale } from 'date-fns';
import { createContext, use, useContext, type ReactNode } from 'react';
import { dateLocaleFor, loadedDateLocale } from './dateLocale';

const DateLocaleContext = createContext<Locale | null>(null);

/** The date-fns locale of the language the app is shown in (dateLocale.ts). */
export const DateLocaleProvider = DateLocaleContext.Provider;

/** Month and day names for date-fns `format`, in the app's language. */
export function useDateLocale(): Locale {
  const locale = useContext(DateLocaleContext);
  if (!locale) throw new Error('useDateLocale: no <DateLocaleProvider> above this component');
  return locale;
}

/**
 * Provides the date-fns locale of `language` to what it wraps, suspending (the route's Suspense
 * boundary shows its loader) until the locale's chunk is in; a page with date-fns patterns (the
 * photo library) wraps itself in it.
 */
export function DateLocaleLoader({ language, children }: { language: string; children: ReactNode }) {
  // loaded already (the usual case: the start loads it beside the page's chunk): no suspending at all
  const locale = loadedDateLocale(language) ?? use(dateLocaleFor(language));
  return <DateLocaleProvider value={locale}>{children}</DateLocaleProvider>;
}

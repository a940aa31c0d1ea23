import type { Locale } from 'date-fns';
import { createContext, useContext, useEffect, useReducer, useState, type ReactNode } from 'react';
import { dateLocaleFor, loadedDateLocale } from './dateLocale';

const DateLocaleContext = createContext<Locale | null>(null);

/** The date-fns locale of the language the app is shown in (dateLocale.ts). */
export const DateLocaleProvider = DateLocaleContext.Provider;

/** Month and day names for date-fns `format`, in the app's language. */
export function useDateLocale(): Locale {
  const locale = useContext(DateLocaleContext);
  if (!locale) throw new Error('useDateLocale: no <DateLocaleGate> above this component');
  return locale;
}

/**
 * Draws `children` with the date-fns locale of `language` once its chunk is in, and `fallback` (a
 * loader) until then. The photo library wraps in it what formats dates with date-fns patterns: on
 * the photos tab the grid alone, so that its frame, tabs and banner are drawn while the locale comes
 * (most often it is in already: the start loads it beside the page's chunk); the albums tab and an
 * album's page whole (docs/PERFORMANCE.md, "The photo pages' frame"). Without suspending, so that
 * no Suspense boundary holds the page back. A chunk that fails to load goes to the page's error
 * boundary.
 */
export function DateLocaleGate({ language, fallback, children }: { language: string; fallback: ReactNode; children: ReactNode }) {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<Error | null>(null);
  const locale = loadedDateLocale(language);
  useEffect(() => {
    if (locale) return undefined;
    let live = true;
    dateLocaleFor(language).then(
      () => {
        if (live) loaded();
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [language, locale]);
  if (failure) throw failure;
  if (!locale) return fallback;
  return <DateLocaleProvider value={locale}>{children}</DateLocaleProvider>;
}

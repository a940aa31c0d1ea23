import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { numberFormat } from './intl';

/**
 * A count as the customer's locale writes it, grouped by thousands (12,345 in en-GB, 12.345 in
 * nl-NL, 12 345 in fr-FR): the formatter the locale files' `{{count, number}}` use (createI18n.ts),
 * for a number shown without a text around it.
 */
export function formatNumber(instance: i18n, value: number): string {
  return numberFormat(instance.language).format(value);
}

/**
 * The locale files' one format, `{{count, number}}`, with a formatter kept per language: i18next's
 * own cache keys it by every option of the call (the count's value among them), so a page of album
 * cards made a new Intl.NumberFormat per distinct count.
 */
export function keepNumberFormat(instance: i18n): void {
  instance.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
    typeof value === 'number' ? numberFormat(language).format(value) : String(value),
  );
}

/** formatNumber in the app's current language. */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatNumber(i18n, value);
}

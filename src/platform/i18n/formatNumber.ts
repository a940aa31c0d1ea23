import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { numberFormat } from './intl';

/**
 * A count as the customer's locale writes it, grouped by thousands (12,345 in en-GB, 12.345 in
 * nl-NL, 12 345 in fr-FR): i18next's own `number` format (Intl.NumberFormat of the language), the
 * one the locale files' `{{count, number}}` use, for a number shown without a text around it.
 */
export function formatNumber(instance: i18n, value: number): string {
  const formatter = instance.services.formatter;
  return formatter ? formatter.format(value, 'number', instance.language) : numberFormat(instance.language).format(value);
}

/** formatNumber in the app's current language. */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatNumber(i18n, value);
}

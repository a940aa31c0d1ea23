// Dates and amounts of the document lists (invoices, historical invoices, product PDFs), in the
// language the app is shown in: dates as dd MMM yyyy (spec S0 §9) with the locale's month names (src/platform/i18n/dayFormat.ts), amounts in their
// own currency with Intl. The app's language is the customer's locale here: it comes from the brand
// host the customer shops on, and a total written in one language beside texts in another would read
// oddly, so the customer record's locale field is not used for it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/platform/i18n/dayFormat';
import { numberFormat } from '@/platform/i18n/intl';

/** '05 Mar 2024' for an ISO date or date-time (a date-time in the browser's time zone); '' when invalid. */
export function formatDocumentDate(iso: string, language: string): string {
  // a date without a time is that calendar day wherever the browser is, not UTC midnight
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDay(date, language);
}

/** An amount in minor units (cents) of `currency`, e.g. 12345 GBP in en-GB → '£123.45'. */
export function formatMinorAmount(amount: number, currency: string, language: string): string {
  const formatter = numberFormat(language, { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amount / 10 ** digits);
}

export interface DocumentFormat {
  date(iso: string): string;
  money(amount: number, currency: string): string;
}

/** The formatters for the app's current language. */
export function useDocumentFormat(): DocumentFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      date: (iso) => formatDocumentDate(iso, language),
      money: (amount, currency) => formatMinorAmount(amount, currency, language),
    }),
    [language],
  );
}

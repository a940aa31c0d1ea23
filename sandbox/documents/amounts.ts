/**
 * Invoice lines and their sums. Amounts are minor units excluding VAT; `vatRate` is in percent.
 * VAT is rounded per line (half up), as a till would; the total is net plus VAT.
 */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  vatRate: number;
}

export interface InvoiceTotals {
  net: number;
  /** VAT per rate, highest rate first */
  vat: { rate: number; amount: number }[];
  total: number;
}

export const netOf = (line: InvoiceLine) => line.quantity * line.unitAmount;
export const vatOf = (line: InvoiceLine) => Math.round((netOf(line) * line.vatRate) / 100);

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + vatOf(line));
  const net = lines.reduce((sum, line) => sum + netOf(line), 0);
  const vat = [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, amount]) => ({ rate, amount }));
  return { net, vat, total: net + vat.reduce((sum, v) => sum + v.amount, 0) };
}

/** An amount in minor units, written the way the locale writes its currency. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** A date (YYYY-MM-DD or a Date) as "12 March 2025" (the documents' English), in UTC. */
export function formatDay(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

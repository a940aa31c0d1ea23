import { invoiceTotals, type InvoiceLine } from '../documents/amounts';
import type { NewInvoice } from '../documents/store';
import { intBetween, seededRandom } from '../photos/random';
import { daysAgo } from './orders';

/**
 * Invoice seed data for a business account (DECISIONS 7): a monthly invoice group file for each of
 * the last `months` months, and historical invoices (one per order, from before monthly
 * invoicing) every six weeks or so further back, over several years and two channels. Ids and
 * numbers are fixed per account; amounts come from seeded lines.
 */

const tagOf = (accountId: string) => accountId.replace(/-/g, '').slice(0, 8).toLowerCase();
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const ITEMS: readonly { description: string; unitAmount: number }[] = [
  { description: 'Photo book A4, hard cover', unitAmount: 2892 },
  { description: 'Photo book XL, layflat', unitAmount: 4958 },
  { description: 'Photo prints 10×15', unitAmount: 16 },
  { description: 'Canvas 40×60', unitAmount: 3715 },
  { description: 'Wall calendar A3', unitAmount: 1900 },
];
const SHIPPING = { description: 'Shipping', unitAmount: 495 };

/** One to four different products (prints by the dozen), then one shipping line. */
function linesFor(random: () => number): InvoiceLine[] {
  const first = intBetween(random, 0, ITEMS.length - 1);
  const count = intBetween(random, 1, 4);
  const products = Array.from({ length: count }, (_, offset) => ITEMS[(first + offset * 2) % ITEMS.length] ?? SHIPPING).map((item) => ({
    ...item,
    quantity: item.unitAmount < 100 ? intBetween(random, 20, 200) : intBetween(random, 1, 12),
    vatRate: 21,
  }));
  return [...products, { ...SHIPPING, quantity: 1, vatRate: 21 }];
}

export function invoiceGroupFilesFor(
  accountId: string,
  now: Date,
  months = 30,
): (NewInvoice & { periodStart: string; periodEnd: string })[] {
  const random = seededRandom(31);
  const tag = tagOf(accountId);
  return Array.from({ length: months }, (_, index) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (index + 1), 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    const lines = linesFor(random);
    const serial = String(months - index).padStart(4, '0');
    return {
      id: `igf-${tag}-${serial}`,
      accountId,
      invoiceNumber: `INV-${start.getUTCFullYear()}${String(start.getUTCMonth() + 1).padStart(2, '0')}-${serial}`,
      periodStart: isoDay(start),
      periodEnd: isoDay(end),
      currency: 'EUR',
      channel: 'albelli-nl',
      lines,
      totalAmount: invoiceTotals(lines).total,
    };
  });
}

export function historicalInvoicesFor(
  accountId: string,
  now: Date,
  count = 18,
): (NewInvoice & { invoiceDate: string; superOrderCode: string | null })[] {
  const random = seededRandom(37);
  const tag = tagOf(accountId);
  return Array.from({ length: count }, (_, index) => {
    // Older than the invoice group files: from about 2.5 years back, every 45 days.
    const date = daysAgo(now, 31 * 30 + index * 45);
    const lines = linesFor(random);
    const serial = String(count - index).padStart(4, '0');
    const channel = index % 3 === 2 ? 'albelli-be' : 'albelli-nl';
    return {
      id: `hi-${tag}-${serial}`,
      accountId,
      invoiceNumber: `HI-${date.getUTCFullYear()}-${serial}`,
      invoiceDate: isoDay(date),
      superOrderCode: index % 4 === 3 ? null : `LEGACY-${date.getUTCFullYear()}-${serial}`,
      currency: 'EUR',
      channel,
      lines,
      totalAmount: invoiceTotals(lines).total,
    };
  });
}

import { brandOfChannel } from '../orders/channels';
import { formatDay, formatMoney, invoiceTotals, netOf, type InvoiceLine } from './amounts';
import { PdfWriter } from './pdf';

export interface InvoiceCustomer {
  name: string;
  companyName: string | null;
  vatNumber: string | null;
  email: string;
}

export interface InvoiceDocument {
  invoiceNumber: string;
  /** the invoice's date (YYYY-MM-DD) */
  date: string;
  /** "Period 1 March 2025 – 31 March 2025" or "Order 123" */
  reference: string;
  currency: string;
  channel: string;
  lines: readonly InvoiceLine[];
}

/**
 * An invoice: the brand, the customer, the lines, VAT per rate and the total. Decision: the
 * sandbox's documents speak English (labels and dates); amounts are written as the channel's
 * locale writes its currency (€ 4,95 for albelli-nl, £4.95 for bonusprint-uk).
 */
export async function invoicePdf(invoice: InvoiceDocument, customer: InvoiceCustomer): Promise<Uint8Array> {
  const { brandName, locale } = brandOfChannel(invoice.channel);
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const pdf = await PdfWriter.create({
    title: `Invoice ${invoice.invoiceNumber}`,
    author: brandName,
    date: new Date(`${invoice.date}T12:00:00Z`),
  });
  pdf.banner(brandName);
  pdf.text('Invoice', { size: 18 });
  pdf.text(`Invoice number ${invoice.invoiceNumber}`, { size: 11 });
  pdf.text(`Date ${formatDay(invoice.date)}`, { muted: true });
  pdf.text(invoice.reference, { muted: true });
  pdf.gap(8);
  if (customer.companyName) pdf.text(customer.companyName, { size: 11 });
  pdf.text(customer.name);
  pdf.text(customer.email, { muted: true });
  if (customer.vatNumber) pdf.text(`VAT number ${customer.vatNumber}`, { muted: true });
  pdf.gap(12);
  const w = pdf.width;
  pdf.row(
    [
      { text: 'Description', x: 0 },
      { text: 'Qty', x: w * 0.55, align: 'right' },
      { text: 'Unit price', x: w * 0.72, align: 'right' },
      { text: 'VAT', x: w * 0.82, align: 'right' },
      { text: 'Amount', x: w, align: 'right' },
    ],
    { rule: true },
  );
  for (const line of invoice.lines) {
    pdf.row([
      { text: line.description, x: 0 },
      { text: String(line.quantity), x: w * 0.55, align: 'right' },
      { text: money(line.unitAmount), x: w * 0.72, align: 'right' },
      { text: `${line.vatRate}%`, x: w * 0.82, align: 'right' },
      { text: money(netOf(line)), x: w, align: 'right' },
    ]);
  }
  const totals = invoiceTotals(invoice.lines);
  pdf.gap(6);
  pdf.row(
    [
      { text: 'Subtotal excl. VAT', x: w * 0.5 },
      { text: money(totals.net), x: w, align: 'right' },
    ],
    { rule: false },
  );
  for (const vat of totals.vat) {
    pdf.row([
      { text: `VAT ${vat.rate}%`, x: w * 0.5 },
      { text: money(vat.amount), x: w, align: 'right' },
    ]);
  }
  pdf.row(
    [
      { text: 'Total', x: w * 0.5 },
      { text: money(totals.total), x: w, align: 'right' },
    ],
    { size: 12 },
  );
  return pdf.bytes();
}

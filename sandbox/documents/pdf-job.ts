import { z } from 'zod';
import { DeliveryAddress } from '@schemas/orders';
import { invoicePdf } from './invoice-pdf';
import { productPdf } from './product-pdf';

/**
 * What one PDF is made from, as the worker thread receives it (sandbox/workers): everything that
 * decides the file's bytes, and nothing else, so that it is also the PDF cache's key (pdf-cache.ts).
 * Checked again on the worker's side: a message crosses a thread boundary as plain data.
 */
const InvoiceLine = z.object({ description: z.string(), quantity: z.number(), unitAmount: z.number(), vatRate: z.number() });

export const PdfJob = z.discriminatedUnion('document', [
  z.object({
    document: z.literal('invoice'),
    invoice: z.object({
      invoiceNumber: z.string(),
      date: z.string(),
      reference: z.string(),
      currency: z.string(),
      channel: z.string(),
      lines: z.array(InvoiceLine),
    }),
    customer: z.object({ name: z.string(), companyName: z.nullable(z.string()), vatNumber: z.nullable(z.string()), email: z.string() }),
  }),
  z.object({
    document: z.literal('product'),
    purpose: z.enum(['product.pdf', 'map.pdf']),
    product: z.object({
      code: z.string(),
      superOrderCode: z.string(),
      articleName: z.string(),
      quantity: z.number(),
      channel: z.string(),
      createdAt: z.string(),
      deliveryAddress: DeliveryAddress,
      hasProductPdf: z.boolean(),
      hasMapPdf: z.boolean(),
    }),
    customerName: z.string(),
  }),
]);
export type PdfJob = z.infer<typeof PdfJob>;

/** Lays out the PDF a job describes (CPU work: the worker thread's, never the HTTP event loop's). */
export function makePdf(job: PdfJob): Promise<Uint8Array> {
  return job.document === 'invoice' ? invoicePdf(job.invoice, job.customer) : productPdf(job.product, job.customerName, job.purpose);
}

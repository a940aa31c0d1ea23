// The downloads page's product PDF list (S0 §7 GET /v1/Pdfs/me), with the spec's request state: the
// generic resource load under its own name, asked again on each visit (a new PDF can appear
// whenever an order is produced).
import type { ProductPdfEntry } from '@schemas/documentModel';
import { createResourceMachine } from '../shell/resource.machine';

export const productPdfsMachine = createResourceMachine<ProductPdfEntry[], 'productPdfs'>('productPdfs');

export type ProductPdfsMachine = typeof productPdfsMachine;

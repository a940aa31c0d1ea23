// Which PDFs one product of an order has (S0 §7 GET /v1/Products/:code?extend=none: a file with
// purpose `product.pdf` means a product PDF exists, `map.pdf` a map PDF), with the spec's request
// state: the generic resource load under its own name, for the life of the order's page.
import type { PdfPurposes } from '@schemas/documentModel';
import { createResourceMachine } from '../shell/resource.machine';

export const productFilesMachine = createResourceMachine<PdfPurposes, 'productFiles'>('productFiles');

export type ProductFilesMachine = typeof productFilesMachine;

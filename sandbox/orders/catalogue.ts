import type { VoucherOffer } from '@schemas/orders';

/**
 * The articles the sandbox's orders are made of, and the voucher offers the campaigns service
 * knows. Not per account: the shop's catalogue. `sold: false` marks an article the shop no longer
 * sells (such an order cannot be re-ordered). `label` is the short word drawn on its thumbnail.
 */
export interface Article {
  id: string;
  name: string;
  label: string;
  groupId: string;
  /** price per piece, minor units */
  priceAmount: number;
  sold: boolean;
  /** whether a product of it has a product PDF / a map PDF (e.g. a wall map's map sheet) */
  productPdf: boolean;
  mapPdf: boolean;
}

export const ARTICLES: readonly Article[] = [
  {
    id: 'BOOK_A4',
    name: 'Photo book A4',
    label: 'Book',
    groupId: 'photo-books',
    priceAmount: 3499,
    sold: true,
    productPdf: true,
    mapPdf: false,
  },
  {
    id: 'BOOK_XL',
    name: 'Photo book XL',
    label: 'Book XL',
    groupId: 'photo-books',
    priceAmount: 5999,
    sold: true,
    productPdf: true,
    mapPdf: false,
  },
  {
    id: 'PAP_910',
    name: 'Photo prints 10×15',
    label: 'Prints',
    groupId: 'prints',
    priceAmount: 19,
    sold: true,
    productPdf: false,
    mapPdf: false,
  },
  {
    id: 'CANVAS_40',
    name: 'Canvas 40×60',
    label: 'Canvas',
    groupId: 'wall-decor',
    priceAmount: 4495,
    sold: true,
    productPdf: false,
    mapPdf: false,
  },
  {
    id: 'MAP_POSTER',
    name: 'Travel map poster',
    label: 'Map',
    groupId: 'wall-decor',
    priceAmount: 2995,
    sold: true,
    productPdf: true,
    mapPdf: true,
  },
  {
    id: 'CAL_WALL',
    name: 'Wall calendar A3',
    label: 'Calendar',
    groupId: 'calendars',
    priceAmount: 2299,
    sold: true,
    productPdf: true,
    mapPdf: false,
  },
  { id: 'MUG', name: 'Photo mug', label: 'Mug', groupId: 'gifts', priceAmount: 1499, sold: true, productPdf: false, mapPdf: false },
  {
    id: 'CARD_XMAS',
    name: 'Christmas cards (set of 10)',
    label: 'Cards',
    groupId: 'cards',
    priceAmount: 1599,
    sold: true,
    productPdf: true,
    mapPdf: false,
  },
  {
    id: 'PUZZLE_500',
    name: 'Photo puzzle 500 pieces',
    label: 'Puzzle',
    groupId: 'gifts',
    priceAmount: 2499,
    sold: false,
    productPdf: false,
    mapPdf: false,
  },
];

const byId = new Map(ARTICLES.map((article) => [article.id, article]));
export const articleOf = (id: string): Article | undefined => byId.get(id);

/**
 * Voucher offers by voucher option code (GET /api/v1/campaigns/offers/:code). Seeded products also
 * carry `OFFER-EXPIRED-2019`, which is not here: the offers route answers 404 (voucher not found).
 */
export const VOUCHER_OFFERS: ReadonlyMap<string, Omit<VoucherOffer, 'code'>> = new Map([
  [
    'WELCOME10',
    {
      title: '10% off your next order',
      description: 'Ten per cent off every product of your next order.',
      discountType: 'percentage',
      discountValue: 10,
      currency: null,
      validUntil: null,
    },
  ],
  [
    'BOOK5',
    {
      title: '€5 off a photo book',
      description: 'Five euros off any photo book.',
      discountType: 'amount',
      discountValue: 500,
      currency: 'EUR',
      validUntil: '2099-12-31',
    },
  ],
]);
export const UNKNOWN_VOUCHER_CODE = 'OFFER-EXPIRED-2019';

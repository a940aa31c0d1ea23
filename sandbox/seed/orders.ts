import { ORDER_STATUS_STRINGS, shownStatusOf, type DeliveryAddress, type DeliveryDates, type ShownStatus } from '@schemas/orders';
import { ARTICLES, UNKNOWN_VOUCHER_CODE, articleOf, type Article } from '../orders/catalogue';
import type { NewOrderLine, NewSuperOrder } from '../orders/store';
import { intBetween, seededRandom } from '../photos/random';
import { earlierToday } from './earlier-today';

/**
 * Order seed data (ARCHITECTURE.md "The sandbox": ages relative to today so that the 30-day and
 * 14-day rules of DECISIONS 10 are exercised at their edges). Every age is a number of calendar
 * days before the seeding day: a date N ≥ 1 days ago is that day at 11:00 UTC (midday in every
 * European time zone, so the calendar day is the same there); "today" is a few minutes ago, and
 * still today just after midnight (`earlierToday`).
 * Codes are fixed per account (`SO-<first 8 hex of the account id>-<serial>`, serials rising with
 * age, newest highest) so that tests and bookmarks survive a reset.
 */

const DAY = 86_400_000;

export function daysAgo(now: Date, days: number, hour = 11): Date {
  // Today's orders a few minutes apart (the hour picks how many), all before now.
  if (days <= 0) return earlierToday(now, 5 + Math.abs(11 - hour) * 7);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - days * DAY + hour * 3_600_000);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const accountTag = (accountId: string) => accountId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** What one planned super order is, before codes are given out. */
export interface PlannedOrder {
  ageDays: number;
  status: string;
  lines: readonly PlannedLine[];
  pickupPoint?: boolean;
  /** whether delivery dates are known (otherwise GET /OrderDeliveryDates answers 404) */
  deliveryDates?: boolean;
}

export interface PlannedLine {
  articleId: string;
  quantity?: number;
  /** a line status of its own (default: the super order's) */
  status?: string;
  /** days ago its payment last changed (default: derived from the status) */
  paymentDaysAgo?: number | null;
  voucher?: string;
}

/** The demo set: every status at the edges of the in-progress window, the 14-day edge, and history. */
export function demoPlan(): PlannedOrder[] {
  const edgeAges = [0, 1, 29, 30, 31];
  const plan: PlannedOrder[] = ORDER_STATUS_STRINGS.map((status, index) => ({
    ageDays: edgeAges[index % edgeAges.length] ?? 0,
    status,
    lines: [{ articleId: ARTICLES[index % ARTICLES.length]?.id ?? 'BOOK_A4' }],
    pickupPoint: index % 4 === 3,
    deliveryDates: shownStatusOf(status) !== 'Cancelled' && shownStatusOf(status) !== 'AwaitingPayment',
  }));
  // The dispatched-payment edge: payment changed 13 and 14 days ago (in progress), 15 (history).
  for (const paymentDaysAgo of [13, 14, 15]) {
    plan.push({ ageDays: 20, status: 'Dispatched', lines: [{ articleId: 'BOOK_A4', paymentDaysAgo }], deliveryDates: true });
  }
  // Several products in one super order, with vouchers found and not found, PDFs and map PDFs.
  plan.push(
    {
      ageDays: 3,
      status: 'Confirmed',
      deliveryDates: true,
      lines: [
        { articleId: 'BOOK_A4', voucher: 'WELCOME10' },
        { articleId: 'MAP_POSTER', voucher: UNKNOWN_VOUCHER_CODE },
        { articleId: 'PAP_910', quantity: 48 },
      ],
    },
    {
      ageDays: 6,
      status: 'ProductionStarted',
      pickupPoint: true,
      deliveryDates: true,
      lines: [{ articleId: 'BOOK_XL', voucher: 'BOOK5' }, { articleId: 'CAL_WALL' }],
    },
    {
      // One product sent long enough ago to send the whole order to history, one still in production.
      ageDays: 25,
      status: 'Dispatched',
      lines: [
        { articleId: 'CANVAS_40', paymentDaysAgo: 20 },
        { articleId: 'MUG', status: 'producing', paymentDaysAgo: null },
      ],
    },
    { ageDays: 8, status: 'Received', lines: [{ articleId: 'CARD_XMAS', quantity: 3 }, { articleId: 'MAP_POSTER' }] },
    // An article the shop no longer sells: cannot be re-ordered.
    { ageDays: 12, status: 'shipped', deliveryDates: true, lines: [{ articleId: 'PUZZLE_500' }, { articleId: 'MUG', quantity: 2 }] },
  );
  return [...plan, ...historyPlan(96, 1)];
}

const HISTORY_STATUSES = [
  'Dispatched',
  'Dispatched',
  'Dispatched',
  'shipped',
  'Dispatched',
  'Cancelled',
  'Dispatched',
  'rejected',
  'cancelled',
];

/** Older orders (32 days to about three years): mostly sent, some cancelled. */
export function historyPlan(count: number, seed: number): PlannedOrder[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const lineCount = intBetween(random, 1, 3);
    return {
      ageDays: 32 + Math.floor((index * 1_060) / Math.max(1, count)) + intBetween(random, 0, 6),
      status: HISTORY_STATUSES[intBetween(random, 0, HISTORY_STATUSES.length - 1)] ?? 'Dispatched',
      pickupPoint: random() < 0.2,
      lines: Array.from({ length: lineCount }, () => ({
        articleId: ARTICLES[intBetween(random, 0, ARTICLES.length - 1)]?.id ?? 'BOOK_A4',
        quantity: intBetween(random, 1, 3),
        ...(random() < 0.1 ? { voucher: random() < 0.5 ? 'WELCOME10' : UNKNOWN_VOUCHER_CODE } : {}),
      })),
    };
  });
}

/** N orders spread over the last four years, every status (scale seeds and test accounts). */
export function generatedPlan(count: number, seed = 7): PlannedOrder[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const status = ORDER_STATUS_STRINGS[intBetween(random, 0, ORDER_STATUS_STRINGS.length - 1)] ?? 'Dispatched';
    return {
      ageDays: intBetween(random, 0, 1_460),
      status,
      pickupPoint: random() < 0.2,
      deliveryDates: random() < 0.5,
      lines: Array.from({ length: intBetween(random, 1, 3) }, () => ({
        articleId: ARTICLES[intBetween(random, 0, ARTICLES.length - 1)]?.id ?? 'BOOK_A4',
        quantity: intBetween(random, 1, 4),
      })),
    };
  });
}

export interface OrderOwner {
  accountId: string;
  channel: string;
  currency: string;
  home: DeliveryAddress;
}

const pickupPointOf = (owner: OrderOwner): DeliveryAddress => ({
  ...owner.home,
  companyName: null,
  street: 'Stationsplein',
  houseNumber: '9',
  houseNumberSuffix: null,
  postalCode: owner.home.countryCode === 'NL' ? '3511 ED' : owner.home.postalCode,
  city: owner.home.countryCode === 'NL' ? 'Utrecht' : owner.home.city,
  pickupPointName: 'Bruna Utrecht Centraal',
});

const SENT: ShownStatus[] = ['Sent'];
const PRODUCED: ShownStatus[] = ['InProduction', 'Sent'];

/** Turns a plan into super orders with codes; serials rise with age order (newest highest). */
export function buildSuperOrders(owner: OrderOwner, plan: readonly PlannedOrder[], now: Date, firstSerial = 1): NewSuperOrder[] {
  const tag = accountTag(owner.accountId);
  const oldestFirst = plan.map((order, index) => ({ order, index })).sort((a, b) => b.order.ageDays - a.order.ageDays || a.index - b.index);
  return oldestFirst.map(({ order }, position) => {
    const code = `SO-${tag}-${String(firstSerial + position).padStart(4, '0')}`;
    const createdAt = daysAgo(now, order.ageDays, 11 - (position % 5));
    const shown = shownStatusOf(order.status) ?? 'Ordered';
    // a payment change after the order and before now (a minute ago, or at the order when that is later)
    const clamp = (date: Date) => new Date(Math.max(createdAt.getTime(), Math.min(date.getTime(), now.getTime() - 60_000)));
    const lines: NewOrderLine[] = order.lines.map((line, lineIndex) => {
      const article: Article = articleOf(line.articleId) ?? (ARTICLES[0] as Article);
      const lineStatus = line.status ?? order.status;
      const lineShown = shownStatusOf(lineStatus) ?? 'Ordered';
      const paid = lineShown !== 'AwaitingPayment';
      const paymentChangedAt =
        line.paymentDaysAgo === null
          ? null
          : line.paymentDaysAgo !== undefined
            ? daysAgo(now, line.paymentDaysAgo, 9)
            : paid
              ? clamp(new Date(createdAt.getTime() + (SENT.includes(lineShown) ? 2 : 0) * DAY + 3_600_000))
              : null;
      return {
        code: `${code}-${lineIndex + 1}`,
        articleId: article.id,
        articleName: article.name,
        status: lineStatus,
        paymentChangedAt,
        quantity: line.quantity ?? 1,
        priceAmount: article.priceAmount,
        voucherOptionCode: line.voucher ?? null,
        hasProductPdf: article.productPdf,
        hasMapPdf: article.mapPdf,
      };
    });
    const deliveryDates: DeliveryDates | null = order.deliveryDates
      ? {
          dispatchDate: SENT.includes(shown) ? isoDay(new Date(createdAt.getTime() + 2 * DAY)) : null,
          earliestDeliveryDate: isoDay(new Date(createdAt.getTime() + 4 * DAY)),
          latestDeliveryDate: isoDay(new Date(createdAt.getTime() + 7 * DAY)),
        }
      : null;
    return {
      code,
      accountId: owner.accountId,
      channel: owner.channel,
      createdAt,
      status: order.status,
      deliveryType: order.pickupPoint ? 'PickupPoint' : 'Home',
      deliveryAddress: order.pickupPoint ? pickupPointOf(owner) : { ...owner.home, pickupPointName: null },
      currency: owner.currency,
      productionStartedAt: PRODUCED.includes(shown) ? clamp(new Date(createdAt.getTime() + DAY)) : null,
      dispatchedAt: SENT.includes(shown) ? clamp(new Date(createdAt.getTime() + 2 * DAY)) : null,
      deliveryDates,
      lines,
    };
  });
}

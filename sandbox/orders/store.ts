import type {
  AccountOrderSummary,
  DeliveryAddress,
  DeliveryDates,
  DeliveryType,
  OrderLine,
  OrderLineDetail,
  SuperOrder,
} from '@schemas/orders';
import type { Db } from '../db/db';

/**
 * The orders service's store (tables super_orders, order_lines; migration 110). Every query is
 * scoped by the owner's account id, so another account's order is indistinguishable from a
 * missing one. Thumbnail URLs are absolute and depend on the host a request came to: callers pass
 * `thumbnailUrl` (article id → URL).
 */

export interface NewOrderLine {
  code: string;
  articleId: string;
  articleName: string;
  status: string;
  paymentChangedAt: Date | null;
  quantity: number;
  priceAmount: number;
  voucherOptionCode: string | null;
  hasProductPdf: boolean;
  hasMapPdf: boolean;
}

export interface NewSuperOrder {
  code: string;
  accountId: string;
  channel: string;
  createdAt: Date;
  status: string;
  deliveryType: DeliveryType;
  deliveryAddress: DeliveryAddress;
  currency: string;
  productionStartedAt: Date | null;
  dispatchedAt: Date | null;
  deliveryDates: DeliveryDates | null;
  lines: readonly NewOrderLine[];
}

export type ThumbnailUrl = (articleId: string) => string;

interface SuperOrderRow {
  code: string;
  channel: string;
  created_at: Date | string;
  status: string;
  delivery_type: DeliveryType;
  delivery_address: DeliveryAddress;
  currency: string;
  production_started_at: Date | string | null;
  dispatched_at: Date | string | null;
}

interface LineRow {
  code: string;
  super_order_code: string;
  article_id: string;
  article_name: string;
  status: string;
  payment_changed_at: Date | string | null;
  quantity: number;
  price_amount: number;
  voucher_option_code: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const toLine = (row: LineRow, thumbnailUrl: ThumbnailUrl): OrderLine => ({
  code: row.code,
  articleName: row.article_name,
  status: row.status,
  paymentChangedDate: isoOrNull(row.payment_changed_at),
  quantity: row.quantity,
  priceAmount: row.price_amount,
  thumbnailUrl: thumbnailUrl(row.article_id),
  voucher: row.voucher_option_code ? { voucherOptionCode: row.voucher_option_code } : null,
});

function toSuperOrder(row: SuperOrderRow, lines: readonly OrderLine[]): SuperOrder {
  return {
    superOrderCode: row.code,
    createdAt: iso(row.created_at),
    status: row.status,
    orderCount: lines.length,
    orders: [...lines],
    deliveryType: row.delivery_type,
    deliveryAddress: row.delivery_address,
    currency: row.currency,
    totalAmount: lines.reduce((sum, line) => sum + line.quantity * line.priceAmount, 0),
    productionStartedAt: isoOrNull(row.production_started_at),
    dispatchedAt: isoOrNull(row.dispatched_at),
  };
}

const superOrderColumns =
  'code, channel, created_at, status, delivery_type, delivery_address, currency, production_started_at, dispatched_at';
const lineColumns =
  'code, super_order_code, article_id, article_name, status, payment_changed_at, quantity, price_amount, voucher_option_code';

async function withLines(db: Db, accountId: string, rows: readonly SuperOrderRow[], thumbnailUrl: ThumbnailUrl): Promise<SuperOrder[]> {
  if (rows.length === 0) return [];
  const { rows: lineRows } = await db.query<LineRow>(
    `SELECT ${lineColumns} FROM order_lines WHERE account_id = $1 AND super_order_code = ANY($2::text[]) ORDER BY super_order_code, position`,
    [accountId, rows.map((row) => row.code)],
  );
  const linesOf = new Map<string, OrderLine[]>();
  for (const line of lineRows) {
    const list = linesOf.get(line.super_order_code) ?? [];
    list.push(toLine(line, thumbnailUrl));
    linesOf.set(line.super_order_code, list);
  }
  return rows.map((row) => toSuperOrder(row, linesOf.get(row.code) ?? []));
}

/** One page of the account's super orders, newest first, and how many there are in all. */
export async function superOrderPage(
  db: Db,
  accountId: string,
  page: { offset: number; limit: number },
  thumbnailUrl: ThumbnailUrl,
): Promise<{ superOrders: SuperOrder[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<SuperOrderRow>(
      `SELECT ${superOrderColumns} FROM super_orders WHERE account_id = $1 ORDER BY created_at DESC, code DESC OFFSET $2 LIMIT $3`,
      [accountId, page.offset, page.limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM super_orders WHERE account_id = $1', [accountId]),
  ]);
  return { superOrders: await withLines(db, accountId, rows, thumbnailUrl), total: counted[0]?.n ?? 0 };
}

/** An owned super order with its products; null when the account has none with that code. */
export async function findSuperOrder(db: Db, accountId: string, code: string, thumbnailUrl: ThumbnailUrl): Promise<SuperOrder | null> {
  const { rows } = await db.query<SuperOrderRow>(`SELECT ${superOrderColumns} FROM super_orders WHERE account_id = $1 AND code = $2`, [
    accountId,
    code,
  ]);
  const [order] = await withLines(db, accountId, rows, thumbnailUrl);
  return order ?? null;
}

/** The channel an owned super order was placed in (its brand); null when not owned. */
export async function channelOfSuperOrder(db: Db, accountId: string, code: string): Promise<string | null> {
  const { rows } = await db.query<{ channel: string }>('SELECT channel FROM super_orders WHERE account_id = $1 AND code = $2', [
    accountId,
    code,
  ]);
  return rows[0]?.channel ?? null;
}

/** The home overview's summaries: newest first, with the article names when asked. */
export async function accountOrderPage(
  db: Db,
  accountId: string,
  page: { offset: number; limit: number; articleNames: boolean },
): Promise<{ orders: AccountOrderSummary[]; total: number }> {
  const { rows } = await db.query<{ code: string; created_at: Date | string; status: string; n: number; names: string[]; total: number }>(
    `SELECT s.code, s.created_at, s.status,
            (SELECT count(*)::int FROM order_lines l WHERE l.super_order_code = s.code) AS n,
            ARRAY(SELECT l.article_name FROM order_lines l WHERE l.super_order_code = s.code ORDER BY l.position) AS names,
            count(*) OVER ()::int AS total
       FROM super_orders s WHERE s.account_id = $1
      ORDER BY s.created_at DESC, s.code DESC OFFSET $2 LIMIT $3`,
    [accountId, page.offset, page.limit],
  );
  const total =
    rows[0]?.total ??
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM super_orders WHERE account_id = $1', [accountId])).rows[0]?.n ??
    0;
  const orders = rows.map((row) => ({
    superOrderCode: row.code,
    createdAt: iso(row.created_at),
    status: row.status,
    orderCount: row.n,
    ...(page.articleNames ? { articleNames: row.names } : {}),
  }));
  return { orders, total };
}

/** One owned product with its super order's code; null when not owned. */
export async function findOrderLine(db: Db, accountId: string, code: string, thumbnailUrl: ThumbnailUrl): Promise<OrderLineDetail | null> {
  const { rows } = await db.query<LineRow>(`SELECT ${lineColumns} FROM order_lines WHERE account_id = $1 AND code = $2`, [accountId, code]);
  const row = rows[0];
  return row ? { ...toLine(row, thumbnailUrl), superOrderCode: row.super_order_code } : null;
}

/** The article ids of an owned super order's products, in order; null when not owned. */
export async function articlesOfSuperOrder(
  db: Db,
  accountId: string,
  code: string,
): Promise<{ status: string; articleIds: string[] } | null> {
  const { rows } = await db.query<{ status: string; ids: string[] }>(
    `SELECT s.status, ARRAY(SELECT l.article_id FROM order_lines l WHERE l.super_order_code = s.code ORDER BY l.position) AS ids
       FROM super_orders s WHERE s.account_id = $1 AND s.code = $2`,
    [accountId, code],
  );
  const row = rows[0];
  return row ? { status: row.status, articleIds: row.ids } : null;
}

/** Replaces an owned super order's delivery address (and type); false when not owned. */
export async function replaceDeliveryAddress(
  db: Db,
  accountId: string,
  code: string,
  change: { deliveryType: DeliveryType; deliveryAddress: DeliveryAddress },
): Promise<boolean> {
  const { rows } = await db.query<{ code: string }>(
    'UPDATE super_orders SET delivery_address = $3::jsonb, delivery_type = $4 WHERE account_id = $1 AND code = $2 RETURNING code',
    [accountId, code, JSON.stringify(change.deliveryAddress), change.deliveryType],
  );
  return rows.length > 0;
}

/** Moves a super order and its products to a status (sandbox tool); false when no such order. */
export async function setSuperOrderStatus(db: Db, code: string, status: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ code: string }>('UPDATE super_orders SET status = $2 WHERE code = $1 RETURNING code', [code, status]);
    if (rows.length === 0) return false;
    await tx.query('UPDATE order_lines SET status = $2 WHERE super_order_code = $1', [code, status]);
    return true;
  });
}

/** The delivery dates known for an owned super order: null when not owned or none known. */
export async function deliveryDatesOf(db: Db, accountId: string, code: string): Promise<DeliveryDates | null> {
  const { rows } = await db.query<{ delivery_dates: DeliveryDates | null }>(
    'SELECT delivery_dates FROM super_orders WHERE account_id = $1 AND code = $2',
    [accountId, code],
  );
  return rows[0]?.delivery_dates ?? null;
}

/** Inserts super orders and their products in bulk (the seed; two statements per 2,000 orders). */
export async function insertSuperOrders(db: Db, orders: readonly NewSuperOrder[], chunkSize = 2_000): Promise<void> {
  const isoOf = (date: Date | null) => (date ? date.toISOString() : null);
  for (let start = 0; start < orders.length; start += chunkSize) {
    const chunk = orders.slice(start, start + chunkSize);
    await db.query(
      `INSERT INTO super_orders (code, account_id, channel, created_at, status, delivery_type, delivery_address, currency,
         production_started_at, dispatched_at, delivery_dates)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::jsonb[], $8::text[],
         $9::timestamptz[], $10::timestamptz[], $11::jsonb[])`,
      [
        chunk.map((o) => o.code),
        chunk.map((o) => o.accountId),
        chunk.map((o) => o.channel),
        chunk.map((o) => o.createdAt.toISOString()),
        chunk.map((o) => o.status),
        chunk.map((o) => o.deliveryType),
        chunk.map((o) => JSON.stringify(o.deliveryAddress)),
        chunk.map((o) => o.currency),
        chunk.map((o) => isoOf(o.productionStartedAt)),
        chunk.map((o) => isoOf(o.dispatchedAt)),
        chunk.map((o) => (o.deliveryDates ? JSON.stringify(o.deliveryDates) : null)),
      ],
    );
    const lines = chunk.flatMap((o) =>
      o.lines.map((line, position) => ({ ...line, position, superOrderCode: o.code, accountId: o.accountId })),
    );
    await db.query(
      `INSERT INTO order_lines (code, super_order_code, account_id, position, article_id, article_name, status, payment_changed_at,
         quantity, price_amount, voucher_option_code, has_product_pdf, has_map_pdf)
       SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::int[], $5::text[], $6::text[], $7::text[], $8::timestamptz[],
         $9::int[], $10::int[], $11::text[], $12::boolean[], $13::boolean[])`,
      [
        lines.map((l) => l.code),
        lines.map((l) => l.superOrderCode),
        lines.map((l) => l.accountId),
        lines.map((l) => l.position),
        lines.map((l) => l.articleId),
        lines.map((l) => l.articleName),
        lines.map((l) => l.status),
        lines.map((l) => isoOf(l.paymentChangedAt)),
        lines.map((l) => l.quantity),
        lines.map((l) => l.priceAmount),
        lines.map((l) => l.voucherOptionCode),
        lines.map((l) => l.hasProductPdf),
        lines.map((l) => l.hasMapPdf),
      ],
    );
  }
}

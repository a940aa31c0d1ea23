import { randomBytes } from 'node:crypto';
import { shownStatusOf } from '@schemas/orders';
import type { Db } from '../db/db';
import { articleOf } from './catalogue';
import { articlesOfSuperOrder } from './store';

/**
 * Re-ordering (DECISIONS 13). Decision where the spec is silent: a super order can be re-ordered
 * unless it is Cancelled (shown status: rejected, cancelled, Cancelled) or one of its articles is
 * no longer sold (catalogue `sold: false`); an order still awaiting payment can be re-ordered (the
 * new cart is a separate order). POST /reorder makes a storefront cart the stand-in storefront page
 * shows (sandbox/storefront).
 */
export function isReorderPossible(order: { status: string; articleIds: readonly string[] }): boolean {
  if (shownStatusOf(order.status) === 'Cancelled') return false;
  return order.articleIds.every((id) => articleOf(id)?.sold === true);
}

/** Whether an owned super order can be re-ordered; null when the account has no such order. */
export async function reorderStatus(db: Db, accountId: string, code: string): Promise<boolean | null> {
  const order = await articlesOfSuperOrder(db, accountId, code);
  return order ? isReorderPossible(order) : null;
}

/** Makes the storefront cart of a re-order; answers its id. */
export async function createReorderCart(db: Db, accountId: string, code: string): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.query('INSERT INTO reorder_carts (id, account_id, super_order_code) VALUES ($1, $2, $3)', [id, accountId, code]);
  return id;
}

export interface ReorderCart {
  superOrderCode: string;
  channel: string;
  articleNames: string[];
}

/** A cart by its id (the stand-in storefront page's only key); null when unknown. */
export async function findReorderCart(db: Db, id: string): Promise<ReorderCart | null> {
  const { rows } = await db.query<{ code: string; channel: string; names: string[] }>(
    `SELECT s.code, s.channel, ARRAY(SELECT l.article_name FROM order_lines l WHERE l.super_order_code = s.code ORDER BY l.position) AS names
       FROM reorder_carts c JOIN super_orders s ON s.code = c.super_order_code WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { superOrderCode: row.code, channel: row.channel, articleNames: row.names } : null;
}

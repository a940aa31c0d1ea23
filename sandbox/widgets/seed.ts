import type { Db } from '../db/db';
import { blockOrder, createWidget, insertCategories } from './store';

/** The reason the demo's held order shows (an order on hold for review, schemas/widgets.ts). */
export const DEMO_BLOCK_REASON = 'Your order is being checked by our customer care team.';

/** How many of an account's newest orders get a widget in the demo set. */
const DEMO_WIDGET_ORDERS = 4;

/** The gallery's categories: the shop's own headings. */
export async function addGalleryCategories(db: Db): Promise<void> {
  await insertCategories(db);
}

/**
 * The demo widget set: the first product of each of the account's newest orders is online (a day
 * apart, newest first), the oldest of those orders is on hold for review, and the newest widget is
 * in its channel's gallery. Answers how many widgets it made.
 */
export async function addDemoWidgets(db: Db, accountId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ code: string; super_order_code: string; channel: string }>(
    `SELECT DISTINCT ON (o.created_at, o.code) l.code, l.super_order_code, o.channel
       FROM super_orders o JOIN order_lines l ON l.super_order_code = o.code
      WHERE o.account_id = $1
      ORDER BY o.created_at DESC, o.code DESC, l.position
      LIMIT $2`,
    [accountId, DEMO_WIDGET_ORDERS],
  );
  for (const [index, row] of rows.entries()) {
    await createWidget(db, accountId, row.code, new Date(now.getTime() - index * 86_400_000));
  }
  const newest = rows[0];
  if (newest) {
    await db.query(
      `INSERT INTO gallery_entries (id, widget_id, account_id, channel, category_id, title, description)
       SELECT gen_random_uuid(), w.id, w.account_id, $3, 'family', 'Our summer', 'The best pictures of our summer together.'
         FROM widgets w WHERE w.account_id = $1 AND w.product_code = $2`,
      [accountId, newest.code, newest.channel],
    );
  }
  const held = rows.length > 1 ? rows[rows.length - 1] : undefined;
  if (held) await blockOrder(db, held.super_order_code, DEMO_BLOCK_REASON);
  return rows.length;
}

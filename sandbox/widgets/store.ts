import { randomUUID } from 'node:crypto';
import type { Category, GalleryEntry, GalleryEntryText, Widget } from '@schemas/widgets';
import type { Db } from '../db/db';

/**
 * The widgets service's store (tables widgets, gallery_entries, gallery_categories,
 * blocked_orders; migration 140). Every query is scoped by the owner's account id, so another
 * account's product, widget or entry is indistinguishable from a missing one. Picture URLs depend
 * on the host a request came to: callers pass `pictureUrl` (article id → URL).
 */

export type PictureUrl = (articleId: string) => string;

interface WidgetRow {
  id: string;
  product_code: string;
  super_order_code: string;
  article_id: string;
  article_name: string;
  created_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toWidget = (row: WidgetRow, pictureUrl: PictureUrl): Widget => ({
  id: row.id,
  productCode: row.product_code,
  superOrderCode: row.super_order_code,
  productName: row.article_name,
  pictureUrl: pictureUrl(row.article_id),
  createdAt: iso(row.created_at),
});

const widgetSelect = `SELECT w.id, w.product_code, l.super_order_code, l.article_id, l.article_name, w.created_at
  FROM widgets w JOIN order_lines l ON l.code = w.product_code`;

/** The account's widgets of the products of those orders, newest first. */
export async function listWidgets(db: Db, accountId: string, orderCodes: readonly string[], pictureUrl: PictureUrl): Promise<Widget[]> {
  const { rows } = await db.query<WidgetRow>(
    `${widgetSelect} WHERE w.account_id = $1 AND l.super_order_code = ANY($2::text[]) ORDER BY w.created_at DESC, w.product_code`,
    [accountId, [...orderCodes]],
  );
  return rows.map((row) => toWidget(row, pictureUrl));
}

export async function findWidgetByProduct(db: Db, accountId: string, productCode: string, pictureUrl: PictureUrl): Promise<Widget | null> {
  const { rows } = await db.query<WidgetRow>(`${widgetSelect} WHERE w.account_id = $1 AND w.product_code = $2`, [accountId, productCode]);
  const row = rows[0];
  return row ? toWidget(row, pictureUrl) : null;
}

export async function findWidgetById(db: Db, accountId: string, id: string, pictureUrl: PictureUrl): Promise<Widget | null> {
  const { rows } = await db.query<WidgetRow>(`${widgetSelect} WHERE w.account_id = $1 AND w.id = $2`, [accountId, id]);
  const row = rows[0];
  return row ? toWidget(row, pictureUrl) : null;
}

/** Whether the account ordered that product (a widget can only be made of one's own product). */
export async function ownsProduct(db: Db, accountId: string, productCode: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM order_lines WHERE account_id = $1 AND code = $2', [accountId, productCode]);
  return rows.length > 0;
}

/** Puts the product online; an existing widget stays as it is (the call is safe to repeat). */
export async function createWidget(db: Db, accountId: string, productCode: string, createdAt = new Date()): Promise<void> {
  await db.query(
    'INSERT INTO widgets (id, account_id, product_code, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (product_code) DO NOTHING',
    [randomUUID(), accountId, productCode, createdAt],
  );
}

/** Takes the product offline, with its gallery entries; false when the account has no such widget. */
export async function deleteWidget(db: Db, accountId: string, productCode: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM widgets WHERE account_id = $1 AND product_code = $2 RETURNING id', [accountId, productCode]);
  return rows.length > 0;
}

/** Why the shop holds the order, or null when it does not. */
export async function blockedReason(db: Db, superOrderCode: string): Promise<string | null> {
  const { rows } = await db.query<{ reason: string }>('SELECT reason FROM blocked_orders WHERE super_order_code = $1', [superOrderCode]);
  return rows[0]?.reason ?? null;
}

export async function blockOrder(db: Db, superOrderCode: string, reason: string): Promise<void> {
  await db.query(
    'INSERT INTO blocked_orders (super_order_code, reason) VALUES ($1, $2) ON CONFLICT (super_order_code) DO UPDATE SET reason = EXCLUDED.reason',
    [superOrderCode, reason],
  );
}

/** Whether the account has that super order. */
export async function ownsOrder(db: Db, accountId: string, superOrderCode: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM super_orders WHERE account_id = $1 AND code = $2', [accountId, superOrderCode]);
  return rows.length > 0;
}

export async function listCategories(db: Db): Promise<Category[]> {
  const { rows } = await db.query<Category>('SELECT id, name FROM gallery_categories ORDER BY position, id');
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM gallery_categories WHERE id = $1', [id]);
  return rows.length > 0;
}

/** The gallery's headings (the shop's own, written by the seed). */
export const GALLERY_CATEGORIES: readonly Category[] = [
  { id: 'family', name: 'Family' },
  { id: 'travel', name: 'Travel' },
  { id: 'weddings', name: 'Weddings' },
  { id: 'baby', name: 'Baby' },
  { id: 'holidays', name: 'Holidays' },
  { id: 'other', name: 'Other' },
];

export async function insertCategories(db: Db, categories: readonly Category[] = GALLERY_CATEGORIES): Promise<void> {
  for (const [position, category] of categories.entries()) {
    await db.query('INSERT INTO gallery_categories (id, name, position) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
      category.id,
      category.name,
      position,
    ]);
  }
}

interface EntryRow {
  id: string;
  widget_id: string;
  channel: string;
  category_id: string;
  title: string;
  description: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const toEntry = (row: EntryRow): GalleryEntry => ({
  id: row.id,
  widgetId: row.widget_id,
  channel: row.channel,
  categoryId: row.category_id,
  title: row.title,
  description: row.description,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const entryColumns = 'id, widget_id, channel, category_id, title, description, created_at, updated_at';

export async function findEntry(db: Db, accountId: string, widgetId: string, channel: string): Promise<GalleryEntry | null> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${entryColumns} FROM gallery_entries WHERE account_id = $1 AND widget_id = $2 AND channel = $3`,
    [accountId, widgetId, channel],
  );
  const row = rows[0];
  return row ? toEntry(row) : null;
}

/** A new entry; null when the widget already has one in that channel. */
export async function createEntry(
  db: Db,
  accountId: string,
  entry: GalleryEntryText & { widgetId: string; channel: string },
): Promise<GalleryEntry | null> {
  const { rows } = await db.query<EntryRow>(
    `INSERT INTO gallery_entries (id, widget_id, account_id, channel, category_id, title, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (widget_id, channel) DO NOTHING RETURNING ${entryColumns}`,
    [randomUUID(), entry.widgetId, accountId, entry.channel, entry.categoryId, entry.title, entry.description],
  );
  const row = rows[0];
  return row ? toEntry(row) : null;
}

export async function updateEntry(
  db: Db,
  accountId: string,
  widgetId: string,
  channel: string,
  text: GalleryEntryText,
): Promise<GalleryEntry | null> {
  const { rows } = await db.query<EntryRow>(
    `UPDATE gallery_entries SET category_id = $4, title = $5, description = $6, updated_at = now()
      WHERE account_id = $1 AND widget_id = $2 AND channel = $3 RETURNING ${entryColumns}`,
    [accountId, widgetId, channel, text.categoryId, text.title, text.description],
  );
  const row = rows[0];
  return row ? toEntry(row) : null;
}

export async function deleteEntry(db: Db, accountId: string, widgetId: string, channel: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM gallery_entries WHERE account_id = $1 AND widget_id = $2 AND channel = $3 RETURNING id', [
    accountId,
    widgetId,
    channel,
  ]);
  return rows.length > 0;
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * The saved projects service's store (table saved_projects, migration 130). Every query is scoped
 * by the owner's account id, except the preview lookup, whose random token is its own key.
 */

export interface StoredProject {
  id: string;
  name: string;
  productName: string;
  lastChanged: string;
  previewToken: string;
  previewSeed: number;
}

export interface NewProject {
  name: string;
  productName: string;
  lastChanged: Date;
  previewSeed: number;
}

interface Row {
  id: string;
  name: string;
  product_name: string;
  last_changed: Date | string;
  preview_token: string;
  preview_seed: number;
}

const projectOf = (row: Row): StoredProject => ({
  id: row.id,
  name: row.name,
  productName: row.product_name,
  lastChanged: (row.last_changed instanceof Date ? row.last_changed : new Date(row.last_changed)).toISOString(),
  previewToken: row.preview_token,
  previewSeed: row.preview_seed,
});

export async function insertProjects(db: Db, accountId: string, projects: readonly NewProject[]): Promise<void> {
  for (const project of projects) {
    await db.query(
      `INSERT INTO saved_projects (id, account_id, name, product_name, last_changed, preview_token, preview_seed)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        accountId,
        project.name,
        project.productName,
        project.lastChanged,
        randomBytes(16).toString('hex'),
        project.previewSeed,
      ],
    );
  }
}

/** One page of the account's projects, last changed first, and how many it has in all. */
export async function projectPage(
  db: Db,
  accountId: string,
  window: { skip: number; limit: number },
): Promise<{ projects: StoredProject[]; total: number }> {
  const page = await db.query<Row>(
    `SELECT id, name, product_name, last_changed, preview_token, preview_seed FROM saved_projects
      WHERE account_id = $1 ORDER BY last_changed DESC, id LIMIT $2 OFFSET $3`,
    [accountId, window.limit, window.skip],
  );
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_projects WHERE account_id = $1', [accountId]);
  return { projects: page.rows.map(projectOf), total: count.rows[0]?.n ?? 0 };
}

/** Deletes the account's project; false when the account has no project with that id. */
export async function deleteProject(db: Db, accountId: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM saved_projects WHERE account_id = $1 AND id = $2 RETURNING id', [
    accountId,
    id,
  ]);
  return rows.length > 0;
}

/** The project a preview token names (of any account: the token is the secret), or null. */
export async function findByPreviewToken(db: Db, token: string): Promise<StoredProject | null> {
  const { rows } = await db.query<Row>(
    'SELECT id, name, product_name, last_changed, preview_token, preview_seed FROM saved_projects WHERE preview_token = $1',
    [token],
  );
  const row = rows[0];
  return row ? projectOf(row) : null;
}

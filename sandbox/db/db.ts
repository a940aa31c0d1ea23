import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The sandbox's database: an embedded PostgreSQL (PGlite) in a data folder, or a real PostgreSQL
 * when DATABASE_URL is set. Both speak the same SQL; callers see only this interface.
 */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** several statements at once, no parameters (migrations) */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  dataDir?: string;
  databaseUrl?: string;
  /**
   * A new PGlite database (in memory, or a data folder holding none yet) starts as a copy of this
   * dump (PGlite's `dumpDataDir`, uncompressed) instead of a new cluster: loading one takes a
   * fraction of the seconds a new cluster's set-up does (the unit tests start one per file).
   */
  template?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const load = options.template ? { loadDataDir: options.template } : {};
  const lite = options.dataDir
    ? await PGlite.create(options.dataDir, existsSync(join(options.dataDir, 'PG_VERSION')) ? {} : load)
    : await PGlite.create(load);
  return pgliteDb(lite);
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

/** An open PGlite as a Db (openDb's own wrapping; the tests' database templates use it too). */
export function pgliteDb(lite: PGlite): Db {
  // PGlite runs a query on the calling thread and settles its promise at once, so a handler's
  // queries and the work between them would be one turn of the event loop however long they take
  // (a 500-photo page about 40 ms), and every other request waited for the whole handler. Its
  // answer comes back on a later turn, as a network database's does: other requests go between.
  const wrap = (conn: PgliteLike): Omit<Db, 'transaction' | 'close'> => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await conn.query<Row>(sql, params);
      await nextTurn();
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  });
  const base = wrap(lite);
  const db: Db = {
    ...base,
    transaction: (fn) =>
      lite.transaction(async (tx) => {
        const inner = wrap(tx);
        const txDb: Db = { ...inner, transaction: (nested) => nested(txDb), close: async () => {} };
        return fn(txDb);
      }),
    close: () => lite.close(),
  };
  return db;
}

async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString });
  const asDb = (client: pg.Pool | pg.PoolClient): Omit<Db, 'transaction' | 'close'> => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    ...asDb(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const inner = asDb(client);
        const txDb: Db = { ...inner, transaction: (nested) => nested(txDb), close: async () => {} };
        const result = await fn(txDb);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../db/db';

/** A stored row, as the database hands it back (jsonb already parsed by both drivers). */
const StoredRow = z.object({
  payload: z.record(z.string(), z.unknown()),
  consumed: z.number().int().nullable(),
});

const optionalString = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** Delete expired rows once every this many writes (and once at start). */
const SWEEP_EVERY = 200;

/**
 * oidc-provider's storage on the sandbox database (table oidc_payloads, migration 050): one row per
 * model and id, with the secondary keys the provider looks things up by (grant, uid, user code).
 */
export function createDbAdapterFactory(db: Db): AdapterFactory {
  let writes = 0;

  const findWhere = async (model: string, column: 'id' | 'uid' | 'user_code', value: string) => {
    const { rows } = await db.query(
      `SELECT payload, floor(extract(epoch FROM consumed_at))::integer AS consumed
         FROM oidc_payloads
        WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())
        LIMIT 1`,
      [model, value],
    );
    if (rows.length === 0) return undefined;
    const row = StoredRow.parse(rows[0]);
    const payload: AdapterPayload = { ...row.payload };
    if (row.consumed !== null) payload.consumed = row.consumed;
    return payload;
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      await db.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
         ON CONFLICT (model, id) DO UPDATE
           SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
               uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          model,
          id,
          JSON.stringify(payload),
          optionalString(payload.grantId),
          optionalString(payload.userCode),
          optionalString(payload.uid),
          expiresAt,
        ],
      );
      writes += 1;
      if (writes % SWEEP_EVERY === 0) await sweepExpiredPayloads(db);
    },
    find: (id) => findWhere(model, 'id', id),
    findByUid: (uid) => findWhere(model, 'uid', uid),
    findByUserCode: (userCode) => findWhere(model, 'user_code', userCode),
    async consume(id) {
      await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [model, id]);
    },
    async destroy(id) {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    },
  });
}

/**
 * Whether the sign-in `grantId` still holds: its grant is stored and not expired. Sign-out revokes
 * the refresh token, and the provider then destroys the grant (oidc-provider's revokeGrantPolicy).
 */
export async function grantIsLive(db: Db, grantId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM oidc_payloads WHERE model = 'Grant' AND id = $1 AND (expires_at IS NULL OR expires_at > now())`,
    [grantId],
  );
  return rows.length > 0;
}

/** Removes expired rows (called once when the identity part starts). */
export async function sweepExpiredPayloads(db: Db): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < now()');
}

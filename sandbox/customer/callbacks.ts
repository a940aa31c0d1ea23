import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { CALLBACK_HEADERS, SIGNATURE_PREFIX, type CallbackDelivery, type CallbackError } from '@schemas/callbacks';
import { CALLBACK_DELIVERIES_SHOWN, CALLBACK_TIMEOUT_MS } from '@schemas/tunables';
import type { Db } from '../db/db';
import { postCallback, type CallbackSettings, type OwnListener } from './callback-network';

/**
 * Test callbacks of the FTP integration (decisions in schemas/callbacks.ts): the account's signing
 * secret, the signed sample sent for real to the saved URL (only to a public address, never
 * following a redirect: ./callback-network.ts), and the deliveries kept per account, which are
 * also what the rate limit counts. The outcome tells the customer what any webhook sender would:
 * delivered or not, with the receiver's HTTP status when it answered. Why there was no answer
 * (refused, unknown host, timed out, an address not allowed) is never told, so the test callback
 * cannot map a network: every such delivery has the error `network`.
 */

/** The account's signing secret, made on first use. */
export async function signingSecretOf(db: Db, accountId: string): Promise<string> {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await db.query('INSERT INTO callback_secrets (account_id, secret) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING', [
    accountId,
    secret,
  ]);
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM callback_secrets WHERE account_id = $1', [accountId]);
  const stored = rows[0]?.secret;
  if (!stored) throw new Error('The signing secret was not stored');
  return stored;
}

/** `sha256=<hex>`: HMAC-SHA256 of `<timestamp>.<body>` under the secret. */
export function signCallback(secret: string, timestamp: string, body: string): string {
  return SIGNATURE_PREFIX + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Whether a signature header matches the body and timestamp under the secret (compared in constant time). */
export function isValidSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signCallback(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface Sample {
  deliveryId: string;
  accountId: string;
  sentAt: string;
  orderCode: string;
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sample callback's body in the saved format, and its content type. */
export function sampleBody(format: 'json' | 'xml', sample: Sample): { body: string; contentType: string } {
  const fields = { event: 'order.statusChanged', test: true, ...sample, status: 'Dispatched' };
  if (format === 'json') return { body: JSON.stringify(fields), contentType: 'application/json' };
  const elements = Object.entries(fields)
    .map(([name, value]) => `  <${name}>${xmlText(String(value))}</${name}>`)
    .join('\n');
  return { body: `<?xml version="1.0" encoding="UTF-8"?>\n<callback>\n${elements}\n</callback>\n`, contentType: 'application/xml' };
}

/** The account id a sample callback names (either format), for the receiver's signature check. */
export function accountIdIn(body: string): string | null {
  const found = /"accountId":"([0-9a-f-]{36})"/.exec(body) ?? /<accountId>([0-9a-f-]{36})<\/accountId>/.exec(body);
  return found?.[1] ?? null;
}

interface DeliveryRow {
  id: string;
  sent_at: Date | string;
  url: string;
  format: 'json' | 'xml';
  status: number | null;
  error: CallbackError | null;
  duration_ms: number;
}

const toDelivery = (row: DeliveryRow): CallbackDelivery => ({
  id: row.id,
  sentAt: (row.sent_at instanceof Date ? row.sent_at : new Date(row.sent_at)).toISOString(),
  url: row.url,
  format: row.format,
  status: row.status,
  // one kind for every delivery without an answer, whatever the row holds
  error: row.status === null ? 'network' : null,
  durationMs: row.duration_ms,
});

/** Test callbacks an account may send per window (a rate limit, counted in callback_deliveries). */
export const CALLBACK_TEST_LIMIT = { limit: 5, windowMs: 60_000 } as const;

/** The advisory lock that serialises the test-callback limit checks (any fixed number; this one spells CBCK). */
const CALLBACK_LOCK = 0x4342434b;

export async function listDeliveries(db: Db, accountId: string): Promise<CallbackDelivery[]> {
  const { rows } = await db.query<DeliveryRow>(
    // a delivery still under way (neither status nor error yet) is not listed
    `SELECT * FROM callback_deliveries WHERE account_id = $1 AND (status IS NOT NULL OR error IS NOT NULL)
     ORDER BY sent_at DESC, id LIMIT $2`,
    [accountId, CALLBACK_DELIVERIES_SHOWN],
  );
  return rows.map(toDelivery);
}

/** A sent (or refused) test callback, or how long to wait before the limit lets another one go. */
export type TestCallbackResult = { delivery: CallbackDelivery } | { waitMs: number };

/**
 * Sends the signed sample to the URL and records how it went (never throws for the receiver's
 * faults). At most CALLBACK_TEST_LIMIT per account and window: the delivery is recorded (under
 * way) before it is sent, in a transaction that counts the window's deliveries under a lock, so
 * parallel requests are counted one after the other and none slips past the limit.
 */
export async function sendTestCallback(
  db: Db,
  input: { accountId: string; url: string; format: 'json' | 'xml'; timeoutMs?: number },
  settings: CallbackSettings,
  own: OwnListener | null,
): Promise<TestCallbackResult> {
  const secret = await signingSecretOf(db, input.accountId);
  const deliveryId = randomUUID();
  const sent = new Date();
  const waitMs = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CALLBACK_LOCK]);
    const { rows } = await tx.query<{ sent_at: Date | string }>(
      'SELECT sent_at FROM callback_deliveries WHERE account_id = $1 AND sent_at > $2 ORDER BY sent_at DESC OFFSET $3 LIMIT 1',
      [input.accountId, new Date(sent.getTime() - CALLBACK_TEST_LIMIT.windowMs), CALLBACK_TEST_LIMIT.limit - 1],
    );
    const oldest = rows[0];
    if (oldest) return Math.max(1, new Date(oldest.sent_at).getTime() + CALLBACK_TEST_LIMIT.windowMs - sent.getTime());
    await tx.query(
      `INSERT INTO callback_deliveries (id, account_id, sent_at, url, format, status, error, duration_ms)
       VALUES ($1, $2, $3, $4, $5, NULL, NULL, 0)`,
      [deliveryId, input.accountId, sent, input.url, input.format],
    );
    return 0;
  });
  if (waitMs > 0) return { waitMs };

  const sample = {
    deliveryId,
    accountId: input.accountId,
    sentAt: sent.toISOString(),
    orderCode: `TEST-${deliveryId.slice(0, 8).toUpperCase()}`,
  };
  const { body, contentType } = sampleBody(input.format, sample);
  const timestamp = String(Math.floor(sent.getTime() / 1000));
  const outcome = await postCallback(
    {
      url: input.url,
      body,
      signal: AbortSignal.timeout(input.timeoutMs ?? CALLBACK_TIMEOUT_MS),
      headers: {
        'content-type': `${contentType}; charset=utf-8`,
        'user-agent': 'MyAccount-Callbacks/1.0',
        [CALLBACK_HEADERS.id]: deliveryId,
        [CALLBACK_HEADERS.timestamp]: timestamp,
        [CALLBACK_HEADERS.signature]: signCallback(secret, timestamp, body),
      },
    },
    settings,
    own,
  );
  const durationMs = Date.now() - sent.getTime();
  const { rows } = await db.query<DeliveryRow>(
    'UPDATE callback_deliveries SET status = $2, error = $3, duration_ms = $4 WHERE id = $1 RETURNING *',
    [deliveryId, outcome.status, outcome.status === null ? 'network' : null, durationMs],
  );
  const row = rows[0];
  if (!row) throw new Error('The delivery was not recorded');
  return { delivery: toDelivery(row) };
}

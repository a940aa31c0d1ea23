import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { CALLBACK_HEADERS, SIGNATURE_PREFIX, type CallbackDelivery, type CallbackError } from '@schemas/callbacks';
import { CALLBACK_DELIVERIES_SHOWN, CALLBACK_TIMEOUT_MS } from '@schemas/tunables';
import type { Db } from '../db/db';

/**
 * Test callbacks of the FTP integration (decisions in schemas/callbacks.ts): the account's signing
 * secret, the signed sample sent for real to the saved URL with Node's fetch, and the deliveries
 * kept per account. Like a browser, the sandbox treats `*.localhost` as the loopback address
 * (Node cannot resolve those names here).
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

function errorOf(error: unknown): CallbackError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  if (code === 'ECONNREFUSED') return 'connectionRefused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'hostNotFound';
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') return 'timeout';
  return 'network';
}

/** Where the request really goes: `*.localhost` is loopback, as browsers have it. */
function connectUrl(url: string): string {
  const target = new URL(url);
  if (target.hostname.endsWith('.localhost')) target.hostname = '127.0.0.1';
  return target.href;
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
  error: row.error,
  durationMs: row.duration_ms,
});

export async function listDeliveries(db: Db, accountId: string): Promise<CallbackDelivery[]> {
  const { rows } = await db.query<DeliveryRow>(
    'SELECT * FROM callback_deliveries WHERE account_id = $1 ORDER BY sent_at DESC, id LIMIT $2',
    [accountId, CALLBACK_DELIVERIES_SHOWN],
  );
  return rows.map(toDelivery);
}

/** Sends the signed sample to the URL and records how it went (never throws for the receiver's faults). */
export async function sendTestCallback(
  db: Db,
  input: { accountId: string; url: string; format: 'json' | 'xml'; timeoutMs?: number },
): Promise<CallbackDelivery> {
  const secret = await signingSecretOf(db, input.accountId);
  const deliveryId = randomUUID();
  const sent = new Date();
  const sample = {
    deliveryId,
    accountId: input.accountId,
    sentAt: sent.toISOString(),
    orderCode: `TEST-${deliveryId.slice(0, 8).toUpperCase()}`,
  };
  const { body, contentType } = sampleBody(input.format, sample);
  const timestamp = String(Math.floor(sent.getTime() / 1000));
  let status: number | null = null;
  let error: CallbackError | null = null;
  try {
    const response = await fetch(connectUrl(input.url), {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(input.timeoutMs ?? CALLBACK_TIMEOUT_MS),
      headers: {
        'content-type': `${contentType}; charset=utf-8`,
        'user-agent': 'MyAccount-Callbacks/1.0',
        [CALLBACK_HEADERS.id]: deliveryId,
        [CALLBACK_HEADERS.timestamp]: timestamp,
        [CALLBACK_HEADERS.signature]: signCallback(secret, timestamp, body),
      },
      body,
    });
    status = response.status;
    await response.body?.cancel();
  } catch (caught) {
    error = errorOf(caught);
  }
  const durationMs = Date.now() - sent.getTime();
  const { rows } = await db.query<DeliveryRow>(
    `INSERT INTO callback_deliveries (id, account_id, sent_at, url, format, status, error, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [deliveryId, input.accountId, sent, input.url, input.format, status, error, durationMs],
  );
  const row = rows[0];
  if (!row) throw new Error('The delivery was not recorded');
  return toDelivery(row);
}

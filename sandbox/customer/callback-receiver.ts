import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CALLBACK_HEADERS } from '@schemas/callbacks';
import { cleanText } from '@schemas/text';
import type { Db } from '../db/db';
import { escapeHtml } from '../identity/html';
import { parseOrReject } from '../http/validation';
import { accountIdIn, isValidSignature } from './callbacks';

/**
 * The sandbox's callback receiver, mounted under /__sandbox: a stand-in for a customer's own
 * endpoint, so that the FTP integration's test callback can be sent for real and looked at.
 * `POST /callback-receiver/:name` keeps whatever arrives (headers and body as text) and answers
 * 204; `GET /callback-receiver` is a page of what arrived, newest first, each with its signature
 * checked against the signing secret of the account the body names; `GET /callback-receiver.json`
 * is the same for tests. The name is free: one per customer or test keeps them apart.
 */
const ReceiverParams = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'name: letters, digits, - and _ only (at most 64)') });
const SHOWN = 50;

interface ReceivedRow {
  id: string;
  name: string;
  received_at: Date | string;
  headers: Record<string, string>;
  body: string;
}

interface Received {
  id: string;
  name: string;
  receivedAt: string;
  headers: Record<string, string>;
  body: string;
  signatureValid: boolean;
}

async function listReceived(db: Db): Promise<Received[]> {
  const { rows } = await db.query<ReceivedRow>('SELECT * FROM callbacks_received ORDER BY received_at DESC LIMIT $1', [SHOWN]);
  const secrets = new Map<string, string | null>();
  const secretOf = async (accountId: string) => {
    if (!secrets.has(accountId)) {
      const found = await db.query<{ secret: string }>('SELECT secret FROM callback_secrets WHERE account_id = $1', [accountId]);
      secrets.set(accountId, found.rows[0]?.secret ?? null);
    }
    return secrets.get(accountId) ?? null;
  };
  const received: Received[] = [];
  for (const row of rows) {
    const accountId = accountIdIn(row.body);
    const secret = accountId ? await secretOf(accountId) : null;
    const timestamp = row.headers[CALLBACK_HEADERS.timestamp];
    const signature = row.headers[CALLBACK_HEADERS.signature];
    received.push({
      id: row.id,
      name: row.name,
      receivedAt: (row.received_at instanceof Date ? row.received_at : new Date(row.received_at)).toISOString(),
      headers: row.headers,
      body: row.body,
      signatureValid: Boolean(secret && timestamp && signature && isValidSignature(secret, timestamp, row.body, signature)),
    });
  }
  return received;
}

function receivedArticle(item: Received, index: number): string {
  const headingId = `callback-${index + 1}`;
  const headers = Object.entries(item.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return `<article aria-labelledby="${headingId}">
  <h2 id="${headingId}">${escapeHtml(item.name)} — ${escapeHtml(item.receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</h2>
  <p>${item.signatureValid ? 'Signature valid' : 'Signature NOT valid'}</p>
  <h3>Headers</h3>
  <pre>${escapeHtml(headers)}</pre>
  <h3>Body</h3>
  <pre>${escapeHtml(item.body)}</pre>
</article>`;
}

function receiverPage(items: readonly Received[]): string {
  const list = items.length === 0 ? '<p>Nothing has arrived yet.</p>' : items.map(receivedArticle).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox callback receiver</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  article { border: 1px solid #767676; border-radius: 0.5rem; padding: 1rem; margin-block: 1rem; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 0.5rem; }
</style>
</head>
<body>
<main>
<h1>Sandbox callback receiver</h1>
<p>Callbacks posted to /__sandbox/callback-receiver/&lt;name&gt;, newest first (at most ${SHOWN}).</p>
${list}
</main>
</body>
</html>
`;
}

export async function callbackReceiverRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  // The body is kept as the text that arrived: the signature is over those exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/callback-receiver/:name', async (request, reply) => {
    const params = parseOrReject(reply, ReceiverParams, request.params);
    if (!params) return reply;
    // kept as text the database can store: a character no text column holds (NUL, a broken
    // surrogate) becomes U+FFFD, which also makes the signature of such a request invalid
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers[name] = cleanText(value);
    }
    const body = typeof request.body === 'string' ? cleanText(request.body, 'multiLine') : '';
    await db.query('INSERT INTO callbacks_received (id, name, headers, body) VALUES ($1, $2, $3, $4)', [
      randomUUID(),
      params.name,
      JSON.stringify(headers),
      body,
    ]);
    return reply.code(204).send();
  });

  app.get('/callback-receiver', async (_request, reply) =>
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(receiverPage(await listReceived(db))),
  );

  app.get('/callback-receiver.json', async (_request, reply) =>
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .send({ received: await listReceived(db) }),
  );
}

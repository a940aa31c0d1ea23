import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImagePage } from '@schemas/photos';
import { albumClient } from './albums-harness';
import { bearer, call, startSandbox } from './harness';
import { listen } from './push-client';

// The fault switch's dropAfterBytes on a request without a body (docs/CONTRACTS.md "Fault
// switch"): the answer's first bytes are sent, then the connection is cut, as a network failure
// part-way through a download would. (Request bodies cut part-way: tests/unit/sandbox/uploads.test.ts.)

let app: FastifyInstance;
let host: string;
beforeAll(async () => {
  app = await startSandbox();
  host = await listen(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

describe('dropAfterBytes on an answer', () => {
  it('sends the first bytes of a picture, then cuts the connection; the next request is whole', async () => {
    const account = await albumClient(app).account({ photos: 1 });
    const page = await call(app, { method: 'GET', url: '/api/photos/photos', headers: bearer(account.id) });
    const url = new URL(ImagePage.parse(page.body).images[0]?.url ?? '');
    const rule = await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: url.pathname, dropAfterBytes: 1000, times: 1 },
    });
    expect(rule.statusCode).toBe(201);

    const cut = await fetch(`http://${host}${url.pathname}`, { headers: { 'accept-encoding': 'identity' } });
    const reader = cut.body?.getReader();
    let received = 0;
    const readAll = async () => {
      for (;;) {
        const part = await reader?.read();
        if (!part || part.done) return;
        received += part.value.length;
      }
    };
    await expect(readAll()).rejects.toThrow();
    expect(received).toBeLessThanOrEqual(1000);
    expect(received).toBeGreaterThan(0);

    const whole = await fetch(`http://${host}${url.pathname}`);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceGroupFilePage, ProductPdfList } from '@schemas/documents';
import { ImagePage } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox, timedArchive } from './harness';
import { listen } from './push-client';

// The sandbox's worker threads (sandbox/workers): PDFs are laid out in a thread and kept, so the
// second download of a PDF is not made again; a 100-photo archive is written in a thread while
// the HTTP event loop keeps answering; closing the sandbox ends every thread.

let app: FastifyInstance;
let host: string;
beforeAll(async () => {
  app = await startSandbox();
  host = await listen(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const invoicePdf = (accountId: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/documents/api/v1/InvoiceGroupFiles/me/${id}`, headers: bearer(accountId) });

describe('PDFs', () => {
  it('are made in a worker thread once, then served from the cache, to their owner only', async () => {
    const page = InvoiceGroupFilePage.parse(
      (await call(app, { method: 'GET', url: '/api/documents/api/v1/InvoiceGroupFiles/me', headers: bearer(SEED_IDS.business) })).body,
    );
    const id = page.invoiceGroupFiles[0]?.id ?? '';
    const before = app.workers.done.pdf;

    const first = await invoicePdf(SEED_IDS.business, id);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(app.workers.done.pdf).toBe(before + 1);
    expect(app.workers.threadCount).toBeGreaterThan(0);

    const second = await invoicePdf(SEED_IDS.business, id);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(app.workers.done.pdf).toBe(before + 1);

    // the cached invoice is still another account's unknown id
    const other = TestAccount.parse(
      (await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { accountType: 'business' } })).body,
    );
    const stranger = await invoicePdf(other.id, id);
    expect(stranger.statusCode).toBe(404);
    expect(app.workers.done.pdf).toBe(before + 1);
  });
});

describe('archives', () => {
  it('a 100-photo archive is written off the event loop: health answers at once meanwhile', async () => {
    const account = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: 100 } })).body);
    const ids = ImagePage.parse(
      (await call(app, { method: 'GET', url: '/api/photos/photos?limit=100', headers: bearer(account.id) })).body,
    ).images.map((image) => image.imageId);
    expect(ids).toHaveLength(100);
    // a first archive makes the generated photos' files, so that the second one only writes the zip
    await timedArchive(app, account.id, ids);
    const zipsBefore = app.workers.done.zip;

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const healthTimes: number[] = [];
    let building = true;
    const build = timedArchive(app, account.id, ids).finally(() => {
      building = false;
    });
    while (building) {
      const started = performance.now();
      const health = await fetch(`http://${host}/__sandbox/health`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await build;
    delay.disable();

    expect(app.workers.done.zip).toBe(zipsBefore + 1);
    expect(healthTimes.length).toBeGreaterThan(0);
    // Generous bounds for a loaded two-core machine (about 90 ms seen at most here): the loop only
    // waits for the build's database queries and the polls, never for the zip's reading and CRC-32.
    expect(delay.max / 1e6).toBeLessThan(250);
    expect(Math.max(...healthTimes)).toBeLessThan(500);
  });
});

describe('closing the sandbox', () => {
  it('ends every worker thread', async () => {
    const sandbox = await startSandbox();
    try {
      const pdfs = await call(sandbox, { method: 'GET', url: '/api/documents/v1/Pdfs/me', headers: bearer(SEED_IDS.demo) });
      expect(pdfs.status).toBe(200);
      const list = ProductPdfList.parse(pdfs.body).pdfs;
      const answer = await sandbox.inject({
        method: 'GET',
        url: `/api/documents/v1/pdf/me/${list[0]?.productCode}`,
        headers: bearer(SEED_IDS.demo),
      });
      expect(answer.statusCode).toBe(200);
      expect(sandbox.workers.threadCount).toBe(1);
    } finally {
      await sandbox.close();
    }
    expect(sandbox.workers.threadCount).toBe(0);
  });

  it('leaves no thread that keeps the process alive', async () => {
    // a process that used the pool and closed it ends by itself (killed after a minute otherwise)
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/sandbox/worker-pool-child.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const [code, signal] = await once(child, 'exit');
    clearTimeout(killer);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/^closed after a \d+-byte PDF with 0 threads$/m);
  }, 90_000);
});

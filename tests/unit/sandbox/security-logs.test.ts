import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installErrorHandler } from '../../../sandbox/http/errors';
import { escapeForLog } from '../../../sandbox/http/log-text';
import { startSandbox } from './harness';

let app: FastifyInstance;
const written: string[] = [];

beforeAll(async () => {
  app = await startSandbox({ quiet: false });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  written.length = 0;
});

function capture() {
  const keep = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
}

describe('log hygiene', () => {
  it('escapes control characters, line separators and bidi controls', () => {
    expect(escapeForLog('a\nb\r\u001b[31m\u2028\u202e\\')).toBe('a\\u000ab\\u000d\\u001b[31m\\u2028\\u202e\\\\');
  });

  it('an error report cannot forge a log line', async () => {
    capture();
    const refused = await app.inject({
      method: 'POST',
      url: '/__sandbox/errors',
      payload: { source: 'app\r\n[fake]', message: 'm', at: '2024-01-01T00:00:00Z' },
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await app.inject({
      method: 'POST',
      url: '/__sandbox/errors',
      payload: {
        source: 'app',
        message: 'boom\n[sandbox] GET /admin 200 1 ms',
        detail: 'stack\nline',
        url: '/x\u202e',
        at: '2024-01-01T00:00:00Z',
      },
    });
    expect(accepted.statusCode).toBe(204);
    const line = written.find((chunk) => chunk.startsWith('[app error]'));
    expect(line).toBe('[app error] app: boom [sandbox] GET /admin 200 1 ms (/x\\u202e)\n');
    for (const chunk of written) expect(chunk.indexOf('\n')).toBe(chunk.length - 1);
  });

  it('an internal error is logged on one line with its error id, and answered without details', async () => {
    capture();
    const bare = Fastify();
    installErrorHandler(bare);
    bare.get('/__test/boom', async () => {
      throw new Error('duplicate key value violates unique constraint "secret_idx"\nforged line');
    });
    const response = await bare.inject({ method: 'GET', url: '/__test/boom' });
    await bare.close();
    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; errorId: string }>();
    expect(body.message).toBe('Internal error');
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('secret_idx');
    const line = written.find((chunk) => chunk.includes(body.errorId));
    expect(line).toContain('secret_idx');
    expect(line?.indexOf('\n')).toBe((line?.length ?? 0) - 1);
  });
});

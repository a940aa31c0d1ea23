// The error reporter (CONTRACTS "Error reporter") and the inspection observer that feeds it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { ErrorReport } from '@schemas/sandbox';
import { HttpError } from '@/api/http';
import { ERROR_REPORT_DEDUPE_WINDOW_MS } from '@schemas/tunables';
import { configureErrorReporter, reportError, resetErrorReporter } from '@/platform/errors/reporter';
import { actorName, inspect } from '@/platform/inspection/inspect';
import { onInspection } from '@/platform/inspection/inspectionListeners';
import { startServer, type TestServer } from '../../fixtures/httpServer';

let server: TestServer;
let clock = 1_000_000;

beforeEach(async () => {
  resetErrorReporter();
  clock = 1_000_000;
  server = await startServer(() => ({ status: 201, json: {} }));
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

const reports = () => server.hits('/__sandbox/errors').map((request) => ErrorReport.parse(JSON.parse(request.body)));
const configure = () =>
  configureErrorReporter('/__sandbox/errors', {
    origin: server.origin,
    now: () => clock,
    pageUrl: () => 'http://localhost:8080/orders',
    console: false,
  });

describe('reportError', () => {
  it('logs to the console and POSTs a valid ErrorReport', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureErrorReporter('/__sandbox/errors', { origin: server.origin, now: () => clock, pageUrl: () => 'http://localhost:8080/orders' });
    reportError('customer', new HttpError({ method: 'GET', status: 500, text: 'boom', url: 'http://x/api/customer/customers/me' }));
    expect(consoleError).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toEqual({
      source: 'customer',
      message: 'GET /api/customer/customers/me failed with 500',
      detail: 'GET http://x/api/customer/customers/me → 500: boom',
      url: 'http://localhost:8080/orders',
      at: new Date(clock).toISOString(),
    });
    expect(server.hits('/__sandbox/errors')[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends a report whose text holds control characters, with them replaced', async () => {
    configure();
    reportError('auth', new Error('bad\u0000byte \u001b[31mred\nnext line'));
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.message).toBe('bad\ufffdbyte \ufffd[31mred\nnext line');
  });

  it('drops an identical report within one second', async () => {
    configure();
    reportError('auth', new Error('same'));
    reportError('auth', new Error('same'));
    clock += ERROR_REPORT_DEDUPE_WINDOW_MS - 1;
    reportError('auth', new Error('same'));
    reportError('auth', new Error('other'));
    clock += 1;
    reportError('auth', new Error('same'));
    await vi.waitFor(() => expect(reports()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports().map((report) => report.message)).toEqual(['same', 'other', 'same']);
  });

  it('keeps reports made before it is configured and sends them then', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError('config', 'config.json could not be loaded');
    configure();
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.message).toBe('config.json could not be loaded');
  });

  it('never throws, whatever it is given or wherever it posts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureErrorReporter('http://127.0.0.1:1/nowhere', { console: false });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => reportError('x', circular)).not.toThrow();
    expect(() => reportError('', undefined)).not.toThrow();
    expect(() => configureErrorReporter('::not a url::')).not.toThrow();
  });
});

describe('inspect', () => {
  const failing = setup({
    types: { context: {} as { error: string | null }, events: {} as { type: 'thing.load' } | { type: 'thing.failed' } },
    actors: { load: fromPromise<string>(async () => Promise.reject(new Error('load broke'))) },
    actions: { SAVE_FAILED: () => {}, remember: assign({ error: 'x' }) },
  }).createMachine({
    id: 'thing',
    context: { error: null },
    initial: 'idle',
    states: {
      idle: { description: 'idle', on: { 'thing.load': 'loading', 'thing.failed': { actions: 'SAVE_FAILED' } } },
      loading: { description: 'loading', invoke: { id: 'load', src: 'load', onError: { target: 'idle', actions: 'remember' } } },
    },
  });

  it('reports xstate.error.actor.* events and *_FAILED / *.failed events and actions', async () => {
    configure();
    const actor = createActor(failing, { inspect }).start();
    actor.send({ type: 'thing.load' });
    await vi.waitFor(() => expect(reports().map((report) => report.message)).toContain('load broke'));
    actor.send({ type: 'thing.failed' });
    await vi.waitFor(() => expect(reports()).toHaveLength(3));
    const [loadError, failedEvent, failedAction] = reports();
    expect(loadError).toMatchObject({ source: 'machine:thing', message: 'load broke' });
    expect(loadError?.detail).toContain('xstate.error.actor.load');
    expect(failedEvent?.detail).toContain('thing.failed');
    expect(failedAction).toMatchObject({ source: 'machine:thing', message: 'SAVE_FAILED' });
    actor.stop();
  });

  it('hands every inspection event to listeners until they unsubscribe', () => {
    configure();
    const seen: string[] = [];
    const stop = onInspection((event) => seen.push(event.type));
    const actor = createActor(failing, { inspect }).start();
    expect(seen).toContain('@xstate.actor');
    const count = seen.length;
    stop();
    actor.send({ type: 'thing.failed' });
    expect(seen).toHaveLength(count);
    actor.stop();
  });

  it('names actors by machine id and given id', () => {
    expect(actorName(createActor(failing))).toBe('thing');
    expect(actorName(createActor(failing, { id: 'customer' }))).toBe('thing:customer');
    expect(actorName(null)).toBe('actor');
  });
});

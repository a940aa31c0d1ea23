// The activation calls' edge against a real local HTTP server: GET and POST /users/activate on the
// photo service, the status and `started` parsed with the contract, POST sent without a body (nor a
// JSON content type: the service would refuse an empty JSON body), and the error model.
import { afterEach, describe, expect, it } from 'vitest';
import { createActivationApi } from '@/api/activation';
import { createServiceClient, HttpError, ParseError } from '@/api/http';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function api(handler: Handler) {
  server = await startServer(handler);
  const client = createServiceClient({ baseUrl: '/api/photos', origin: server.origin, timeoutMs: 2_000, retryLimit: 0 });
  return { activation: createActivationApi(client), server };
}

describe('activation edge', () => {
  it.each(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'] as const)('answers the status %s of GET /users/activate', async (status) => {
    const { activation, server } = await api(() => ({ status: 200, json: { status } }));
    expect(await activation.getStatus()).toBe(status);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/photos/users/activate' });
  });

  it('starts the import with a POST without a body and answers started', async () => {
    const { activation, server } = await api(() => ({ status: 200, json: { started: true } }));
    expect(await activation.start()).toBe(true);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/photos/users/activate', body: '' });
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('refuses a status outside the contract', async () => {
    const { activation } = await api(() => ({ status: 200, json: { status: 'ACTIVATED' } }));
    await expect(activation.getStatus()).rejects.toBeInstanceOf(ParseError);
  });

  it('a failed start is an HttpError with its status', async () => {
    const { activation } = await api(() => ({ status: 500, json: { message: 'Injected fault' } }));
    const error: unknown = await activation.start().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error instanceof HttpError ? error.status : 0).toBe(500);
  });
});

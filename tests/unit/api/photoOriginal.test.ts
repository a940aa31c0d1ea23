// The single download's edge against a real local HTTP server: a photo's original is fetched from
// its own absolute URL (not under the service's base, without the bearer token), named with its
// localFileName whatever the answer says, and refused when the answer is not a picture; a failed
// answer or none at all follows the error model.
import { afterEach, describe, expect, it } from 'vitest';
import { createPhotosApi, NotAnImageError } from '@/api/photos';
import { createServiceClient, HttpError, NetworkError } from '@/api/http';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: Handler) {
  const started = await startServer(handler);
  server = started;
  const client = createServiceClient({
    baseUrl: '/api/photos',
    origin: started.origin,
    timeoutMs: 500,
    retryLimit: 0,
    auth: { getAccessToken: () => 'secret-token', renewAccessToken: async () => 'renewed' },
  });
  const photo = { url: `${started.origin}/media/key-1/original.jpg`, localFileName: 'Holiday 2024 (1).JPG' };
  return { api: createPhotosApi(client), server: started, photo };
}

const jpegBytes = '\xff\xd8\xff\xe0fake-jpeg';

describe('getOriginal', () => {
  it('fetches the photo url itself, without the token, and names the blob with its localFileName', async () => {
    const {
      api,
      server: origin,
      photo,
    } = await setup(() => ({
      status: 200,
      text: jpegBytes,
      headers: { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="other.jpg"' },
    }));
    const file = await api.getOriginal(photo);
    expect(file.fileName).toBe('Holiday 2024 (1).JPG');
    expect(file.blob.size).toBeGreaterThan(0);
    expect(origin.requests.map((request) => request.url)).toEqual(['/media/key-1/original.jpg']);
    expect(origin.requests[0]?.headers.authorization).toBeUndefined();
    expect(origin.requests[0]?.headers.accept).toBe('image/*');
  });

  it('refuses an answer that is not a picture (a malformed body in place of the file)', async () => {
    const { api, photo } = await setup(() => ({ status: 200, json: { unexpected: true } }));
    const error = await api.getOriginal(photo).catch((caught: unknown) => caught);
    if (!(error instanceof NotAnImageError)) throw new Error(`expected a NotAnImageError, got ${String(error)}`);
    expect(error.message).toBe('GET /media/key-1/original.jpg answered application/json instead of an image');
  });

  it('fails with the status on a non-2xx answer, and with a network error on none in time', async () => {
    const failing = await setup(() => ({ status: 500, json: { message: 'Injected fault' } }));
    await expect(failing.api.getOriginal(failing.photo)).rejects.toBeInstanceOf(HttpError);
    await failing.server.close();
    const slow = await setup(() => ({ status: 200, text: jpegBytes, headers: { 'content-type': 'image/jpeg' }, delayMs: 1_500 }));
    const error = await slow.api.getOriginal(slow.photo).catch((caught: unknown) => caught);
    if (!(error instanceof NetworkError)) throw new Error(`expected a NetworkError, got ${String(error)}`);
    expect(error.timedOut).toBe(true);
  });
});

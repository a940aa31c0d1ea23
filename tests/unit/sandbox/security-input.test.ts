import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAccount } from '@schemas/sandbox';
import { isSaneDate, textProblem } from '@schemas/text';
import { bearer, call } from './harness';
import { startTokenOnlySandbox } from './security-harness';
import { addressInput } from '../../fixtures/address';

let app: FastifyInstance;
let id: string;

beforeAll(async () => {
  ({ app } = await startTokenOnlySandbox());
  id = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: 1 } })).body).id;
});
afterAll(async () => {
  await app.close();
});

const address = addressInput();

describe('the text rule (schemas/text.ts)', () => {
  it('refuses control characters, lone surrogates and, in names, bidi controls', () => {
    expect(textProblem('Anna')).toBeNull();
    expect(textProblem('Zoë 😀')).toBeNull();
    expect(textProblem('a\u0000b')).toBe('Must not contain control characters');
    expect(textProblem('a\nb')).toBe('Must not contain control characters');
    expect(textProblem('a\nb\tc', 'multiLine')).toBeNull();
    expect(textProblem('a\u0000b', 'multiLine')).toBe('Must not contain control characters');
    expect(textProblem('x\ud800')).toBe('Must not contain broken characters');
    expect(textProblem('\u202eevil')).toBeNull();
    expect(textProblem('\u202eevil', 'name')).toBe('Must not contain text-direction controls');
    expect(textProblem('مرحبا', 'name')).toBeNull();
  });

  it('accepts dates from 1900 to 2100 only', () => {
    expect(isSaneDate('2024-03-01T00:00:00Z')).toBe(true);
    expect(isSaneDate('1900-01-01T00:00:00Z')).toBe(true);
    expect(isSaneDate('0000-01-01T00:00:00Z')).toBe(false);
    expect(isSaneDate('2101-01-01T00:00:00Z')).toBe(false);
  });
});

describe('bad input answers 400 with a clear message, never 500', () => {
  it('a NUL in the first name', async () => {
    const response = await call(app, {
      method: 'PATCH',
      url: '/api/customer/customers/me',
      headers: bearer(id),
      payload: { firstName: 'a\u0000b' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'body.firstName: Must not contain control characters' } });
  });

  it('a text-direction override in an address line', async () => {
    const response = await call(app, {
      method: 'POST',
      url: '/api/customer/customers/me/addresses',
      headers: bearer(id),
      payload: { ...address, city: 'Amster\u202edam' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'city: Must not contain text-direction controls' } });
  });

  it('a control character in a channel field', async () => {
    const response = await call(app, {
      method: 'POST',
      url: '/api/mail/api/v1/Profiles/someone%40example.com/subscription',
      payload: { channel: 'albelli-nl\u0007' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'channel: Must not contain control characters' } });
  });

  it('a %00 in a path', async () => {
    const response = await call(app, { method: 'DELETE', url: '/api/customer/customers/me/addresses/%00', headers: bearer(id) });
    expect(response).toMatchObject({ status: 400, body: { message: 'The address contains characters that are not allowed' } });
  });

  it('a photo cursor dated in the year 0000', async () => {
    const cursor = Buffer.from(
      JSON.stringify({ k: 'created', o: 'desc', v: '0000-01-01T00:00:00Z', id: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const response = await call(app, { method: 'GET', url: `/api/photos/photos?cursor=${cursor}`, headers: bearer(id) });
    expect(response).toMatchObject({ status: 400, body: { message: 'cursor: Invalid cursor' } });
  });

  it('a timeline month after 2100', async () => {
    const response = await call(app, { method: 'GET', url: '/api/photos/photos/timeline/2101/1', headers: bearer(id) });
    expect(response.status).toBe(400);
  });
});

describe('one text rule for names, headers and file names', () => {
  const upload = (metadata: string) =>
    call(app, {
      method: 'POST',
      url: '/api/storage/uploads',
      headers: { ...bearer(id), 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': metadata },
    });
  const fileNamed = (name: string, type = 'image/jpeg') =>
    `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;

  it.each([
    ['a NUL', 'Beach\u0000.jpg', 'The file name is not allowed: Must not contain control characters'],
    ['a line break', 'Beach\n.jpg', 'The file name is not allowed: Must not contain control characters'],
    ['a text-direction override', 'gpj.\u202eBeach.jpg', 'The file name is not allowed: Must not contain text-direction controls'],
  ])('an upload whose file name holds %s answers 400 with a clear message', async (_what, name, message) => {
    expect(await upload(fileNamed(name))).toMatchObject({ status: 400, body: { message } });
  });

  it('an upload whose file type holds a control character answers 400', async () => {
    expect(await upload(fileNamed('Beach.jpg', 'image/\u0000jpeg'))).toMatchObject({
      status: 400,
      body: { message: 'The file type is not allowed: Must not contain control characters' },
    });
  });

  it('an upload of a well-named file is created', async () => {
    expect((await upload(fileNamed('Zoë’s beach 😀.jpg'))).status).toBe(201);
  });

  it('a header holding a control character answers 400 naming the header', async () => {
    const response = await call(app, {
      method: 'GET',
      url: '/api/photos/users',
      headers: { ...bearer(id), 'x-fault-scope': 'scope\u0085' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Header x-fault-scope: Must not contain control characters' } });
  });

  it.each([
    [
      'an album name',
      'POST',
      '/api/photos/albums',
      { albumId: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f', albumName: 'Holiday \u202egpj' },
      'albumName: Name not valid',
    ],
    [
      'an album name (isolate)',
      'POST',
      '/api/photos/albums',
      { albumId: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f', albumName: '\u2066Holiday\u2069' },
      'albumName: Name not valid',
    ],
    [
      'an archive name',
      'POST',
      '/api/downloads/downloads',
      { name: 'Photos \u202e', photos: [{ photoId: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f' }] },
      'name: Must not contain text-direction controls',
    ],
  ] as const)('a text-direction control in %s answers 400 with a clear message', async (_what, method, url, payload, message) => {
    expect(await call(app, { method, url, headers: bearer(id), payload })).toMatchObject({ status: 400, body: { message } });
  });
});

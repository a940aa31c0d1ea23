import { Upload, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PHOTO_ID_HEADER } from '@schemas/upload';
import { tusOptions, type TusSettings } from '@/features/photos/upload/wiring/tusUpload';

// The app's upload client (src/features/photos/upload/wiring/tusUpload.ts) against a scripted
// storage service: an answer that has every byte but names no photo (the service stopped between
// the bytes and the photo) is not "done": the client asks again (a HEAD per retry) and is done only
// with the photo's id, or fails once its retries are spent (the modal then offers Try again).

const FILE = Buffer.alloc(1_000, 7);
const PHOTO_ID = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const UPLOAD_URL = 'http://storage.test/api/storage/uploads/0123456789abcdef0123456789abcdef';

type Answer = { status: number; headers: Record<string, string> };

/** A storage service that answers each request with the next answer its script gives. */
function scriptedService(answerFor: (method: string, seen: number) => Answer) {
  const requests: string[] = [];
  const transport: HttpStack = {
    getName: () => 'scripted',
    createRequest(method: string, url: string): HttpRequest {
      const headers = new Map<string, string>();
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => void headers.set(name, value),
        getHeader: (name) => headers.get(name),
        setProgressHandler: () => undefined,
        abort: async () => undefined,
        getUnderlyingObject: (): unknown => null,
        send: async (): Promise<HttpResponse> => {
          requests.push(method);
          const answer = answerFor(method, requests.filter((seen) => seen === method).length);
          const lower = new Map(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]));
          return {
            getStatus: () => answer.status,
            getHeader: (name) => lower.get(name.toLowerCase()),
            getBody: () => '',
            getUnderlyingObject: (): unknown => null,
          };
        },
      };
    },
  };
  return { transport, requests };
}

const complete = (photoId: string | null): Record<string, string> => ({
  'Upload-Offset': String(FILE.length),
  'Upload-Length': String(FILE.length),
  ...(photoId ? { [UPLOAD_PHOTO_ID_HEADER]: photoId } : {}),
});

/** Uploads FILE through the app's tus options over the scripted service; the photo id it ends with, or the error. */
function upload(transport: HttpStack): Promise<{ photoId: string | null } | { error: Error }> {
  const settings: TusSettings = {
    storageBaseUrl: 'http://storage.test/api/storage/',
    tokens: { getAccessToken: () => 'token', renewAccessToken: async () => 'token' },
    transport,
  };
  const blob = new Blob([new Uint8Array(FILE)], { type: 'image/jpeg' });
  return new Promise((resolve) => {
    new Upload(
      FILE,
      tusOptions(
        settings,
        { name: 'Beach.jpg', blob },
        {
          // the app's retries, without their waits
          retryDelays: [0, 0, 0, 0],
          onSuccess: ({ lastResponse }) => resolve({ photoId: lastResponse.getHeader(UPLOAD_PHOTO_ID_HEADER) ?? null }),
          onError: (error) => resolve({ error }),
        },
      ),
    ).start();
  });
}

describe('an upload whose answers have every byte', () => {
  it('is done with the photo the final PATCH names', async () => {
    const service = scriptedService((method) =>
      method === 'POST' ? { status: 201, headers: { Location: UPLOAD_URL } } : { status: 204, headers: complete(PHOTO_ID) },
    );
    expect(await upload(service.transport)).toEqual({ photoId: PHOTO_ID });
    expect(service.requests).toEqual(['POST', 'PATCH']);
  });

  it('asks again while no photo is named, and is done once a HEAD names it', async () => {
    const service = scriptedService((method, seen) => {
      if (method === 'POST') return { status: 201, headers: { Location: UPLOAD_URL } };
      if (method === 'PATCH') return { status: 204, headers: complete(null) };
      return { status: 200, headers: complete(seen >= 2 ? PHOTO_ID : null) };
    });
    expect(await upload(service.transport)).toEqual({ photoId: PHOTO_ID });
    expect(service.requests).toEqual(['POST', 'PATCH', 'HEAD', 'HEAD']);
  });

  it('fails once its retries are spent when no answer names the photo', async () => {
    const service = scriptedService((method) => {
      if (method === 'POST') return { status: 201, headers: { Location: UPLOAD_URL } };
      return { status: method === 'PATCH' ? 204 : 200, headers: complete(null) };
    });
    const outcome = await upload(service.transport);
    expect('error' in outcome ? outcome.error.message : 'done').toMatch(/the upload is complete but its photo is not made yet/);
    // the final PATCH, then one HEAD per retry
    expect(service.requests).toEqual(['POST', 'PATCH', 'HEAD', 'HEAD', 'HEAD', 'HEAD']);
  });
});

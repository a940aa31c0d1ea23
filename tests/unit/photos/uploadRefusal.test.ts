import { DetailedError, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { UPLOAD_REFUSAL_MESSAGES } from '@schemas/upload';
import { refusalOf } from '@/features/photos/upload/wiring/tusUpload';

// The refusal the app shows per file (photos.upload.refusal.<kind>) is read from the storage
// service's answer: its message names it, whatever its 4xx status; a 413 naming none is the size.

function refusedWith(status: number, body: string): DetailedError {
  const response: HttpResponse = {
    getStatus: () => status,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: (): unknown => null,
  };
  return Object.assign(new DetailedError('refused'), { originalResponse: response });
}
const message = (text: string) => JSON.stringify({ message: text });

describe('refusalOf', () => {
  it('names the refusal of the message, for the limits per account too (413 pixels and quota, 429 unfinished)', () => {
    expect(refusalOf(refusedWith(413, message(UPLOAD_REFUSAL_MESSAGES.pixels)))).toBe('pixels');
    expect(refusalOf(refusedWith(413, message(UPLOAD_REFUSAL_MESSAGES.quota)))).toBe('quota');
    expect(refusalOf(refusedWith(429, message(UPLOAD_REFUSAL_MESSAGES.unfinished)))).toBe('unfinished');
    expect(refusalOf(refusedWith(400, message(UPLOAD_REFUSAL_MESSAGES.content)))).toBe('content');
  });

  it('takes a 413 without a known message as the size refusal, and anything else as no refusal', () => {
    expect(refusalOf(refusedWith(413, 'Payload Too Large'))).toBe('size');
    expect(refusalOf(refusedWith(400, message('Upload-Metadata is not valid tus metadata')))).toBeNull();
    expect(refusalOf(refusedWith(500, message(UPLOAD_REFUSAL_MESSAGES.pixels)))).toBeNull();
    expect(refusalOf(new Error('offline'))).toBeNull();
  });
});

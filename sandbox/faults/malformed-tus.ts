import type { FaultRule } from '@schemas/sandbox';
import { UPLOAD_PHOTO_ID_HEADER } from '@schemas/upload';

type Malformed = NonNullable<FaultRule['malformed']>;

/**
 * The fault switch's `malformed` on the tus upload routes (docs/CONTRACTS.md "Fault switch";
 * docs/PHOTOS.md "Upload (storage service)"). A tus answer's "body" is its headers, so those are
 * garbled, as a broken gateway would pass them on: per header, the value it gets (a string), or
 * null when it is left out. Headers an answer does not carry stay absent.
 * - `json`: values no client can read (not a number, not a URL, not a date, not an id);
 * - `schema`: well-formed but wrong: the headers the client must read are missing, and the photo
 *   id is a well-formed id of no photo.
 */
export const malformedTusHeaders: Readonly<Record<Malformed, Readonly<Record<string, string | null>>>> = {
  json: {
    Location: 'http://[not-a-url',
    'Upload-Offset': 'not-a-number',
    'Upload-Length': 'not-a-number',
    'Upload-Expires': 'not-a-date',
    [UPLOAD_PHOTO_ID_HEADER]: 'not-an-id',
  },
  schema: {
    Location: null,
    'Upload-Offset': null,
    'Upload-Length': null,
    [UPLOAD_PHOTO_ID_HEADER]: '00000000-0000-0000-0000-000000000000',
  },
};

/**
 * A tus answer as the rule leaves it: a successful one (2xx) with its tus headers made malformed;
 * an error answer, or no `malformed` rule, unchanged. The server's state is not touched: only the
 * answer is garbled.
 */
export function malformTusAnswer(response: Response, rule: FaultRule | undefined): Response {
  if (!rule?.malformed || !response.ok) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(malformedTusHeaders[rule.malformed])) {
    if (!headers.has(name)) continue;
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

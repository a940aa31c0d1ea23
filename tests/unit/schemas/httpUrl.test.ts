// The http(s) link check shared by every schema with a link (S0 §5; DECISIONS 17): its quick path
// for a text that starts with the scheme answers as reading the parsed URL's scheme does, and it
// still refuses what is not an http(s) link where URL.canParse is missing (older browsers).
import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '@schemas/common';

/** The check as the URL object tells it: parses, and its scheme is http or https. */
function byUrlObject(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const TEXTS = [
  'https://photos.example.com/photo-1.jpg',
  'http://localhost:8197/api/photos/media/abc/300',
  'HTTPS://EXAMPLE.COM/',
  'Http://example.com',
  'http:example.com',
  'https:/example.com/a',
  'http://',
  'https://',
  'http://exa mple.com/',
  'http://[::1/',
  'http://example.com:99999/',
  'https://例え.テスト/パス',
  '\u0001http://example.com/',
  ' http://example.com/',
  'ht\ttp://example.com/',
  'javascript:alert(1)',
  'JavaScript:http://example.com',
  'data:text/html,http://x',
  'ftp://example.com/file',
  'httpx://example.com/',
  'https',
  '/relative/photo.jpg',
  '',
];

describe('isHttpUrl', () => {
  it.each(TEXTS)('answers for %j as the parsed URL’s scheme does', (text) => {
    expect(isHttpUrl(text)).toBe(byUrlObject(text));
  });

  it('answers the same where URL.canParse is missing', () => {
    const canParse = Object.getOwnPropertyDescriptor(URL, 'canParse');
    Reflect.deleteProperty(URL, 'canParse');
    try {
      expect('canParse' in URL).toBe(false);
      expect(TEXTS.map(isHttpUrl)).toEqual(TEXTS.map(byUrlObject));
    } finally {
      if (canParse) Object.defineProperty(URL, 'canParse', canParse);
    }
  });
});

import * as z from 'zod/mini';

/** Request state of every loaded resource (spec S0 §4, S1 §4). */
export const RequestState = z.enum(['NotRequested', 'InProgress', 'Finished', 'Failed']);
export type RequestState = z.infer<typeof RequestState>;

/** A text that starts with its scheme, `http:` or `https:` in any case. */
const HTTP_SCHEME_FIRST = /^https?:/i;

/**
 * Whether a text is an http or https link (S0 §5; DECISIONS 17). A text that starts with that
 * scheme only has to parse, which `URL.canParse` tells without building a URL object: a page of
 * 500 photos holds 3,000 links, checked in the browser and by the sandbox, and the object cost
 * three times as much. Any other text is parsed to read its scheme, as the URL parser also takes
 * leading control characters and tabs inside a scheme ("\x01http://…", "ht\ttp://…").
 */
export function isHttpUrl(value: string): boolean {
  if (HTTP_SCHEME_FIRST.test(value) && typeof URL.canParse === 'function') return URL.canParse(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link counts as valid only with scheme http or https (S0 §5; DECISIONS 17). */
export const httpUrl = z.string().check(z.trim(), z.refine(isHttpUrl, 'Must be an http or https link'));

export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A UUID as crypto.randomUUID makes them (8-4-4-4-12 hexadecimal digits), checked with a pattern of
 * our own: zod's uuid check would sit in the shell's bundle. A function, so that a bundle that
 * does not use it leaves it out.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidText = () => z.string().check(z.regex(UUID_PATTERN, 'Must be a UUID'));

/** Body of every 4xx/5xx the sandbox services answer. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Two-letter ISO 3166-1 country code. */
export const CountryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'Country must be a two-letter code'));

import type { FastifyInstance } from 'fastify';
import { isUnstorable, TEXT_MESSAGES, textProblem } from '@schemas/text';

/** The first string inside a request part that no service could store, as "where: why", or null. */
function unstorableIn(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? `${where}: ${TEXT_MESSAGES.control}` : null;
  if (depth > 64 || !value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const path = `${where}.${key}`;
    if (isUnstorable(key)) return `${path}: ${TEXT_MESSAGES.control}`;
    const found = unstorableIn(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The first request header whose value breaks the one-line text rule (schemas/text.ts: no control
 * character; Node reads header bytes as Latin-1, so a byte 0x80–0x9F arrives as a C1 control), as
 * "Header name: why", or null.
 */
function headerProblem(headers: Record<string, string | string[] | undefined>): string | null {
  for (const [name, value] of Object.entries(headers)) {
    for (const text of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      const problem = textProblem(text);
      if (problem) return `Header ${name}: ${problem}`;
    }
  }
  return null;
}

/** True when the raw URL carries an encoded NUL or a byte sequence that does not decode. */
function badUrl(url: string): boolean {
  if (/%00/i.test(url)) return true;
  try {
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

/**
 * Refuses, with 400 before any route runs, a request whose URL, path parameters, query or parsed
 * body holds text no field can store (NUL, a lone surrogate), or whose headers break the one-line
 * text rule: the safety net under every route's own schema (schemas/text.ts), so such text never
 * reaches the database.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (badUrl(request.raw.url ?? '')) return reply.code(400).send({ message: 'The address contains characters that are not allowed' });
    const problem = headerProblem(request.headers);
    if (problem) return reply.code(400).send({ message: problem });
    return undefined;
  });
  app.addHook('preValidation', async (request, reply) => {
    const problem = unstorableIn(request.params, 'params') ?? unstorableIn(request.query, 'query') ?? unstorableIn(request.body, 'body');
    if (problem) return reply.code(400).send({ message: problem });
    return undefined;
  });
}

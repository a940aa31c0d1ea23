import type { FastifyRequest } from 'fastify';
import { FAULT_SCOPE_COOKIE, FAULT_SCOPE_HEADER } from '@schemas/sandbox';
import { parseCookies } from '../identity/cookies';

/**
 * The fault scope a request carries (docs/CONTRACTS.md "Fault switch"): the scope cookie, which a
 * browser sends with every request of its own (page loads, API calls, images, uploads, the push
 * socket's upgrade), or else the scope header, for clients without cookies. Undefined when it
 * carries none: then only rules without a scope match it.
 */
export function faultScopeOf(request: FastifyRequest): string | undefined {
  const fromCookie = parseCookies(request.headers.cookie).get(FAULT_SCOPE_COOKIE);
  if (fromCookie) return fromCookie;
  const header = request.headers[FAULT_SCOPE_HEADER];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

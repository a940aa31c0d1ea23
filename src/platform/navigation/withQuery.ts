import type { To } from 'react-router';

/**
 * The current query string goes along on every navigation (S0 §1, S1 §1): a target without a query
 * of its own gets `search` (the current `location.search`); a target with its own query keeps it.
 */
export function withQuery(to: To, search: string): To {
  if (search === '' || search === '?') return to;
  if (typeof to === 'string') {
    const hashAt = to.indexOf('#');
    const path = hashAt === -1 ? to : to.slice(0, hashAt);
    if (path.includes('?')) return to;
    const hash = hashAt === -1 ? '' : to.slice(hashAt);
    return `${path}${search}${hash}`;
  }
  if (to.search !== undefined && to.search !== '' && to.search !== '?') return to;
  return { ...to, search };
}

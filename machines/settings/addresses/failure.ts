// How an address call failed, read structurally from the API edge's errors (src/api/http.ts):
// 404 the address is not the customer's (or no longer exists), 400 the service refused a field,
// anything else (5xx, no answer, a body that did not parse) other.
export type AddressFailure = 'notFound' | 'invalid' | 'other';

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

export function addressFailureOf(error: unknown): AddressFailure {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  if (status === 400) return 'invalid';
  return 'other';
}

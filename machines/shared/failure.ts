// How machines read a failed call's error. Machines do not import the API edge's error classes
// (src/api/http.ts), so they read them structurally: an HttpError carries the answer's `status`, a
// NetworkError (no response) the `userMessageKey` of 'Request failure'; anything thrown is an error
// with a message, or a value shown as text.
// Only these readers live here: the shell's machines (auth, resource) use them, so this module is in
// the shell bundle; what flows make of a failure (./failureReason.ts) loads with their screens.

/** The error's message (for logs and the spec's error texts), or the thrown value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of the answer that failed; null when no response came back (or none is named). */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/** The i18n key the error model names for the customer ('Request failure'); null when it names none. */
export function userMessageKeyOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'userMessageKey' in error && typeof error.userMessageKey === 'string'
    ? error.userMessageKey
    : null;
}

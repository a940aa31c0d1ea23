// How machines read a failed call's error. Machines do not import the API edge's error classes
// (src/api/http.ts), so they read them structurally: an HttpError carries the answer's `status`, a
// NetworkError (no response) the `userMessageKey` of 'Request failure'; anything thrown is an error
// with a message, or a value shown as text.

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

/** What a machine keeps of a failed call: its message, and the customer's i18n key if the error names one. */
export interface Failure {
  error: string;
  errorKey: string | null;
}

export function failureOf(error: unknown): Failure {
  return { error: messageOf(error), errorKey: userMessageKeyOf(error) };
}

/** The reasons a flow tells apart, by the HTTP status that means each; any other status is 'other'. */
export type ReasonsByStatus<R extends string> = Readonly<Partial<Record<number, R>>>;

/** Why a call failed, as one flow's table names it: its reason for the answer's status, else 'other'
 * (a status the table does not list, no response, a body that did not parse). */
export function reasonOf<R extends string>(error: unknown, reasons: ReasonsByStatus<R>): R | 'other' {
  const status = httpStatusOf(error);
  return (status === null ? undefined : reasons[status]) ?? 'other';
}

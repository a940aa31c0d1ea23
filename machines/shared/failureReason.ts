// What a flow makes of a failed call, over the readers of ./failure.ts: what it keeps of it, and
// why it failed by its own table of statuses.
import { httpStatusOf, messageOf, userMessageKeyOf } from './failure';

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

/** The `message` of an error's JSON answer body `{ message }` (read structurally), or null. */
function answerMessageOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('text' in error) || typeof error.text !== 'string') return null;
  try {
    const body: unknown = JSON.parse(error.text);
    return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The fields of `fields` a 400 names, as the services word a refusal: `{ "message": "<field>:
 * <why>" }`, several joined with "; " (e.g. "callbackUrl: Must not point to a private, local or
 * reserved address"). None for any other failure.
 */
export function refusedFieldsOf<F extends string>(error: unknown, fields: readonly F[]): F[] {
  if (httpStatusOf(error) !== 400) return [];
  const named = (answerMessageOf(error) ?? '').split('; ').map((part) => part.slice(0, Math.max(0, part.indexOf(': '))));
  return fields.filter((field) => named.includes(field));
}

import * as z from 'zod/mini';

/**
 * The one rule for text the services accept (every string field, path segment, query value and
 * request header, and an upload's file name):
 * - no NUL and no other control character (C0, DEL, C1); multi-line text may hold tab, line feed
 *   and carriage return;
 * - no lone UTF-16 surrogate (it cannot be stored or encoded);
 * - names the customer gives (people, addresses, albums, archives, gallery titles, uploaded files)
 *   also refuse the bidirectional controls (embeddings, overrides, isolates, marks) that make a
 *   name display as something else.
 * Dates the services accept lie between the years 1900 and 2100.
 */

// eslint-disable-next-line no-control-regex -- the characters the rule refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- the characters the rule refuses
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const TEXT_MESSAGES = {
  control: 'Must not contain control characters',
  surrogate: 'Must not contain broken characters',
  bidi: 'Must not contain text-direction controls',
  date: 'Date must lie between the years 1900 and 2100',
} as const;

export type TextKind = 'line' | 'multiLine' | 'name';

/** Why a text breaks the rule for its kind, or null when it is fine. */
export function textProblem(value: string, kind: TextKind = 'line'): string | null {
  if ((kind === 'multiLine' ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) return TEXT_MESSAGES.control;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  if (kind === 'name' && BIDI_CONTROL.test(value)) return TEXT_MESSAGES.bidi;
  return null;
}

const ruleOf = (kind: TextKind) =>
  z.superRefine<string>((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/**
 * Checks for `z.string().check(...)`: one line of text; text that may span lines; a name or address
 * line. Marked pure so that a bundle keeps only the ones it uses.
 */
export const lineText = /* @__PURE__ */ ruleOf('line');
export const multiLineText = /* @__PURE__ */ ruleOf('multiLine');
export const nameText = /* @__PURE__ */ ruleOf('name');

/** A single-line string (the common case). */
export const textLine = () => z.string().check(lineText);

/** The text with every character its kind refuses (bidi controls aside) replaced by U+FFFD. */
export function cleanText(value: string, kind: 'line' | 'multiLine' = 'line'): string {
  const control = new RegExp((kind === 'multiLine' ? CONTROL_EXCEPT_LINES : CONTROL).source, 'gu');
  return value.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd').replace(control, '\ufffd');
}

/**
 * Text no service can store in any field: NUL or a lone surrogate. The sandbox refuses it anywhere
 * in a request (path, query, body) before any route runs.
 */
export function isUnstorable(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Every string anywhere inside a JSON value follows the single-line rule (keys too); null when fine. */
export function deepTextProblem(value: unknown, depth = 0): string | null {
  if (depth > 64) return 'Too deeply nested';
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = deepTextProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key) ?? deepTextProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** True for a date (or ISO text) from 1900-01-01 to 2100-12-31 (UTC). */
export function isSaneDate(value: Date | string): boolean {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  return Number.isFinite(time) && time >= Date.UTC(MIN_YEAR, 0, 1) && time < Date.UTC(MAX_YEAR + 1, 0, 1);
}

// The payload editor's text of a catalogue event and back. Errors in fixtures (`error: new Error()`)
// are shown as `{ "name", "message" }` and become Error objects again when sent.
import type { EventObject } from 'xstate';
import { toJsonValue } from '@machines/paths';

export function eventJson(event: EventObject): string {
  return JSON.stringify(toJsonValue(event), null, 2);
}

export type PayloadResult = { ok: true; event: EventObject } | { ok: false; reason: 'json' | 'object' | 'type' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the edited text of `original`: valid JSON, an object, with the same event type. */
export function reviveEvent(original: EventObject, text: string): PayloadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!isRecord(parsed)) return { ok: false, reason: 'object' };
  const { type } = parsed;
  if (type !== original.type || typeof type !== 'string') return { ok: false, reason: 'type' };
  const originalFields: Record<string, unknown> = { ...original };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const before = originalFields[key];
    fields[key] = before instanceof Error && isRecord(value) && typeof value.message === 'string' ? new Error(value.message) : value;
  }
  return { ok: true, event: { ...fields, type } };
}

// What a path's step asks a tester to do, in words, for the CSV and Gherkin exports: an event the
// customer or the app sends, a service call (an invoked actor) that answers or fails, or a delay
// that runs out. The payload is kept whole (JSON), since a tester needs it to reproduce the step.
import type { EventObject } from 'xstate';
import { toJsonValue } from '@machines/paths';

export interface StepAction {
  /** one line without the payload: `the event "emailChange.submit" is sent` */
  text: string;
  /** the payload as JSON, or null when the step has none */
  payload: string | null;
}

/** JSON of a payload value; `null` for undefined (which JSON cannot say). */
export const json = (value: unknown): string => JSON.stringify(toJsonValue(value)) ?? 'null';

export function stepAction(event: EventObject): StepAction {
  const { type, ...payload } = event;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done?.[1] !== undefined)
    return {
      text: `the call "${done[1]}" succeeds`,
      payload: 'output' in payload && payload.output !== undefined ? json(payload.output) : null,
    };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error?.[1] !== undefined)
    return {
      text: `the call "${error[1]}" fails`,
      payload: 'error' in payload && payload.error !== undefined ? json(payload.error) : null,
    };
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after?.[1] !== undefined) return { text: `the delay "${after[1]}" runs out`, payload: null };
  return { text: `the event "${type}" is sent`, payload: Object.keys(payload).length ? json(payload) : null };
}

// One XState inspection observer for every actor the app creates (`createActor(m, { inspect })`,
// and every per-screen flow through src/platform/flows/useFlowActor.ts). It reports failures (spec
// S0 §8: "Any action ending in _FAILED is logged to the console and to an error-reporting service"),
// each once, with the source `machine:<actor name>` (actorName below: the machine's id):
// - a machine's `reportFailure` action, with its params: `error`, and `cause` as the detail. A
//   machine with that action names its own failures (which actor errors are failures, which are
//   retried or expected, with what message), so its `xstate.error.actor.*` events are not reported
//   as well: one failure, one report. Wiring provides no `reportFailure` of its own.
// - every `xstate.error.actor.*` event of the other machines;
// - every event or action whose type ends in `_FAILED` or `.failed`.
// It hands every inspection event to the listeners of ./inspectionListeners: the flow atlas
// forwards them over a BroadcastChannel for its live mode.
import type { InspectionEvent } from 'xstate';
import { errorDetail } from '@/api/http';
import { reportError } from '../errors/reporter';
import { watchForAtlas } from './atlasWatch';
import { notifyInspectionListeners } from './inspectionListeners';

export const isFailureType = (type: string) => type.endsWith('_FAILED') || type.endsWith('.failed');
export const isActorErrorType = (type: string) => type.startsWith('xstate.error.actor');

/** The action a machine declares (a no-op in setup()) and runs on each failure it reports. */
export const REPORT_FAILURE = 'reportFailure';

/** A property of a value of any kind: undefined when it is not an object or has no such property. */
const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Whether the actor's machine declares a reportFailure action, and so reports its own failures. */
export function reportsOwnFailures(actorRef: unknown): boolean {
  const actions = field(field(field(actorRef, 'logic'), 'implementations'), 'actions');
  return typeof actions === 'object' && actions !== null && REPORT_FAILURE in actions;
}

/** A readable name for the actor: the machine id, plus the actor's own id when it was given one. */
export function actorName(actorRef: unknown): string {
  const id = textOrNull(field(actorRef, 'id'));
  const base = textOrNull(field(field(actorRef, 'logic'), 'id')) ?? textOrNull(field(actorRef, 'src')) ?? id ?? 'actor';
  return id && id !== base && !/^x:\d+$/.test(id) ? `${base}:${id}` : base;
}

function errorOf(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}

/** The detail of a reportFailure action: its `cause` (a message, or an error or value to describe). */
function causeOf(params: object): string | undefined {
  const cause = 'cause' in params ? params.cause : undefined;
  if (cause === undefined || cause === null) return undefined;
  if (typeof cause === 'string') return cause;
  return cause instanceof Error ? String(cause) : safeJson(cause);
}

/** Pass as `inspect` to createActor. */
export function inspect(inspectionEvent: InspectionEvent): void {
  try {
    watchForAtlas(inspectionEvent);
    if (inspectionEvent.type === '@xstate.event') {
      const { event } = inspectionEvent;
      if ((isActorErrorType(event.type) && !reportsOwnFailures(inspectionEvent.actorRef)) || isFailureType(event.type)) {
        const error = errorOf(event) ?? new Error(event.type);
        reportError(`machine:${actorName(inspectionEvent.actorRef)}`, error, withType(event.type, error));
      }
    } else if (inspectionEvent.type === '@xstate.action' && inspectionEvent.action.type === REPORT_FAILURE) {
      const params: unknown = inspectionEvent.action.params;
      const given = typeof params === 'object' && params !== null ? params : {};
      const error = errorOf(given) ?? new Error(REPORT_FAILURE);
      reportError(`machine:${actorName(inspectionEvent.actorRef)}`, error, causeOf(given));
    } else if (inspectionEvent.type === '@xstate.action' && isFailureType(inspectionEvent.action.type)) {
      const { action } = inspectionEvent;
      reportError(`machine:${actorName(inspectionEvent.actorRef)}`, new Error(action.type), safeJson(action.params));
    }
  } catch {
    // inspection must never break an actor
  }
  notifyInspectionListeners(inspectionEvent);
}

function withType(type: string, error: unknown): string {
  const detail = errorDetail(error) ?? (error instanceof Error ? undefined : safeJson(error));
  return detail ? `${type}\n${detail}` : type;
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

// One XState inspection observer for every actor the app creates (`createActor(m, { inspect })`).
// It reports every `xstate.error.actor.*` event and every event or action whose type ends in
// `_FAILED` or `.failed` (spec S0 §8: "Any action ending in _FAILED is logged to the console and to
// an error-reporting service"), and hands every inspection event to the listeners of
// ./inspectionListeners: the flow atlas forwards them over a BroadcastChannel for its live mode.
import type { InspectionEvent } from 'xstate';
import { errorDetail } from '@/api/http';
import { reportError } from '../errors/reporter';
import { watchForAtlas } from './atlasWatch';
import { notifyInspectionListeners } from './inspectionListeners';

export const isFailureType = (type: string) => type.endsWith('_FAILED') || type.endsWith('.failed');
export const isActorErrorType = (type: string) => type.startsWith('xstate.error.actor');

/** A readable name for the actor: the machine id, plus the actor's own id when it was given one. */
export function actorName(actorRef: unknown): string {
  if (typeof actorRef !== 'object' || actorRef === null) return 'actor';
  const id = 'id' in actorRef && typeof actorRef.id === 'string' ? actorRef.id : null;
  const logic = 'logic' in actorRef && typeof actorRef.logic === 'object' && actorRef.logic !== null ? actorRef.logic : null;
  const logicId = logic && 'id' in logic && typeof logic.id === 'string' ? logic.id : null;
  const src = 'src' in actorRef && typeof actorRef.src === 'string' ? actorRef.src : null;
  const base = logicId ?? src ?? id ?? 'actor';
  return id && id !== base && !/^x:\d+$/.test(id) ? `${base}:${id}` : base;
}

function errorOf(event: { type: string }): unknown {
  return 'error' in event ? event.error : undefined;
}

/** Pass as `inspect` to createActor. */
export function inspect(inspectionEvent: InspectionEvent): void {
  try {
    watchForAtlas(inspectionEvent);
    if (inspectionEvent.type === '@xstate.event') {
      const { event } = inspectionEvent;
      if (isActorErrorType(event.type) || isFailureType(event.type)) {
        const error = errorOf(event) ?? new Error(event.type);
        reportError(`machine:${actorName(inspectionEvent.actorRef)}`, error, withType(event.type, error));
      }
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

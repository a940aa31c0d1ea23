// What an arrow says: the event (or `after 5000 ms`, `done: redeemCode`), then `[guard]`. Shared by
// the picture, the Mermaid text and the simulate mode's event buttons, so they always agree.

const AFTER = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

/** The event part of a label: the event type, or a short form of XState's own events. */
export function eventName(eventType: string, delay: string | null = null): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith(AFTER)) return `after ${delay ?? delayOfEventType(eventType)}`;
  if (eventType.startsWith(DONE_ACTOR)) return `done: ${eventType.slice(DONE_ACTOR.length)}`;
  if (eventType.startsWith(ERROR_ACTOR)) return `error: ${eventType.slice(ERROR_ACTOR.length)}`;
  if (eventType.startsWith(DONE_STATE)) return `done: ${eventType.slice(DONE_STATE.length)}`;
  return eventType;
}

/** `auth.signIn [isAllowed]`, `after 5000 ms`, `always [isEmpty]`. */
export function eventLabel(eventType: string, options: { guard: string | null; delay: string | null }): string {
  const name = eventName(eventType, options.delay);
  return options.guard === null ? name : `${name} [${options.guard}]`;
}

/** The delay part of `xstate.after.<delay>.<state id>` (used when the delay is not known). */
function delayOfEventType(eventType: string): string {
  const rest = eventType.slice(AFTER.length);
  const dot = rest.indexOf('.');
  return dot === -1 ? rest : rest.slice(0, dot);
}

/**
 * A delay as the spec writes it: numbers as they are (`5000 ms`); a named delay by its value in
 * the machine's `implementations.delays` when that is a number, else by its name and, for a
 * computed one, how it is computed (`retryBackoff (500 ms × 2^(attempt − 1))`, see computedDelays.ts).
 */
export function delayLabel(delay: unknown, delays: Record<string, unknown>, computed: Readonly<Record<string, string>> = {}): string {
  if (typeof delay === 'number') return `${delay} ms`;
  if (typeof delay === 'string') {
    const value = delays[delay];
    if (typeof value === 'number') return `${value} ms`;
    const text = computed[delay];
    return text === undefined ? delay : `${delay} (${text})`;
  }
  return 'computed delay';
}

/** A guard's name; higher-order guards spelled out (`!a`, `a && b`, `a || b`, `in(state)`). */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner: unknown = 'guards' in guard ? guard.guards : undefined;
    if (Array.isArray(inner)) {
      const names = inner.map((part: unknown) => guardName(part));
      if (guard.name === 'not') return `!${names[0] ?? ''}`;
      const joined = names.join(guard.name === 'or' ? ' || ' : ' && ');
      return names.length > 1 ? `(${joined})` : joined;
    }
    if (guard.name === 'stateIn' && 'stateValue' in guard) return `in(${JSON.stringify(guard.stateValue)})`;
    return guard.name || 'inline guard';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

// The listeners of the app's inspection events: src/platform/inspection/inspect.ts hands every event to them, and
// whoever wants to watch the app's actors (the flow atlas's forwarder, tests) subscribes here.
// Its own module so that a listener does not import inspect.ts, which imports the atlas watch.
import type { InspectionEvent } from 'xstate';

export type InspectionListener = (event: InspectionEvent) => void;

declare global {
  /**
   * The end-to-end run's flow-coverage recorder (tests/e2e/flowCoverage/recorder.ts), which a test puts
   * on the page before the app starts; absent otherwise, and then the whole cost is this one check.
   */
  var __myaInspect: InspectionListener | undefined;
}

const listeners = new Set<InspectionListener>();

/** Subscribes to every inspection event of every app actor; returns the unsubscribe function. */
export function onInspection(listener: InspectionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands the event to every listener; a failing listener is logged and does not stop the others. */
export function notifyInspectionListeners(event: InspectionEvent): void {
  for (const listener of globalThis.__myaInspect ? [globalThis.__myaInspect, ...listeners] : listeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('[inspect] listener failed', error);
    }
  }
}

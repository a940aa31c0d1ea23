// Loaded only when an atlas tab is open: sends the current state of every running machine actor,
// then each new state, over the channel (see protocol.ts for what is sent and what never is).
import type { ActorRefLike } from 'xstate';
import { onInspection } from './inspectionListeners';
import { activePaths } from '@machines/shared/statePaths';
import type { LiveMessage } from './protocol';

const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function machineIdOf(actor: ActorRefLike): string | null {
  const logic: unknown = 'logic' in actor ? actor.logic : null;
  if (typeof logic !== 'object' || logic === null || !('root' in logic) || !('id' in logic)) return null;
  return typeof logic.id === 'string' ? logic.id : null;
}

function post(channel: BroadcastChannel, message: LiveMessage) {
  try {
    channel.postMessage(message);
  } catch (error) {
    console.error('[flows] could not forward', error);
  }
}

function snapshotMessage(actor: ActorRefLike, snapshot: unknown, event: string | null): LiveMessage | null {
  const machine = machineIdOf(actor);
  if (machine === null || typeof snapshot !== 'object' || snapshot === null || !('value' in snapshot) || !('status' in snapshot))
    return null;
  return {
    kind: 'snapshot',
    tab,
    actor: actor.sessionId,
    machine,
    states: [...activePaths(snapshot.value)],
    status: String(snapshot.status),
    event,
    at: Date.now(),
  };
}

let stopForwarding: (() => void) | undefined;

/**
 * Sends what is running now; from the first call on, forwards every change until the returned stop
 * is called (the app never calls it: its channel lives as long as the tab; a test that closes its
 * channel does, so that the actors of later tests are not posted to a closed one).
 */
export function forward(channel: BroadcastChannel, running: ReadonlySet<ActorRefLike>): () => void {
  for (const actor of running) {
    try {
      const message = snapshotMessage(actor, actor.getSnapshot(), null);
      if (message) post(channel, message);
    } catch {
      // an actor still initialising: its first snapshot follows as an inspection event
    }
  }
  if (stopForwarding) return stopForwarding;
  const stopListening = onInspection((event) => {
    if (event.type !== '@xstate.snapshot') return;
    const message = snapshotMessage(event.actorRef, event.snapshot, event.event.type);
    if (message) post(channel, message);
  });
  const bye = () => post(channel, { kind: 'bye', tab });
  window.addEventListener('pagehide', bye);
  const stop = () => {
    stopListening();
    window.removeEventListener('pagehide', bye);
    stopForwarding = undefined;
  };
  stopForwarding = stop;
  return stop;
}

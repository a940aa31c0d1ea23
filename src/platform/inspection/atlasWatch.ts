// The shell's whole share of the flow atlas's live mode, kept tiny (it is in the shell bundle):
// remember the running actors, open the BroadcastChannel, say 'app', and only when an atlas tab
// answers 'atlas' load the forwarder (./forward), which sends every actor's current state and then
// each change. Not in the atlas tab itself (its own actors are not the app's).
import type { ActorRefLike, InspectionEvent } from 'xstate';

export const FLOWS_CHANNEL = 'mya.flows';

const running = new Set<ActorRefLike>();
let channel: BroadcastChannel | undefined;

function stopped(actor: ActorRefLike): boolean {
  try {
    return actor.getSnapshot().status !== 'active';
  } catch {
    return false;
  }
}

/** The set's size at which its stopped actors are dropped next. */
let pruneAt = 64;

function pruneStopped(): void {
  for (const actor of running) if (stopped(actor)) running.delete(actor);
  pruneAt = Math.max(64, running.size * 2);
}

/** Called by src/platform/inspection/inspect.ts for every inspection event. */
export function watchForAtlas(event: InspectionEvent): void {
  if (event.type !== '@xstate.actor') return;
  // Stopped actors are dropped once the set has doubled since the last time, not on every new
  // actor: a page starts hundreds of actors, and looking at each running one for every new one was
  // 26 ms of a slow phone's start-up (`npm run bench:profile`).
  running.add(event.actorRef);
  if (running.size >= pruneAt) pruneStopped();
  if (channel || typeof BroadcastChannel !== 'function' || import.meta.env.MODE === 'test') return;
  const opened = new BroadcastChannel(FLOWS_CHANNEL);
  channel = opened;
  opened.onmessage = ({ data }) => {
    if (data !== 'atlas' || location.pathname.startsWith('/flows')) return;
    pruneStopped();
    void import('./forward').then((module) => module.forward(opened, running));
  };
  opened.postMessage('app');
}

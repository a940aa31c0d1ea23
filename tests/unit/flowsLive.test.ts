// What the atlas makes of the live channel's messages: parsed, keyed per tab and actor, a closed
// page's actors kept with their last state, anything else ignored.
import { describe, expect, it } from 'vitest';
import { applyLiveMessage, type LiveActors } from '@/features/flows/useLiveActors';

const snapshot = (states: string[], at: number) => ({
  kind: 'snapshot',
  tab: 't1',
  actor: 'x:0',
  machine: 'auth',
  states,
  status: 'active',
  event: null,
  at,
});

describe('live messages', () => {
  it('keeps the latest state of each actor and marks a left page’s actors', () => {
    let actors: LiveActors = new Map();
    actors = applyLiveMessage(actors, snapshot(['', 'authenticated', 'authenticated.active'], 1));
    actors = applyLiveMessage(actors, { ...snapshot(['', 'leaving'], 2), status: 'done', event: 'xstate.done.actor.endSession' });
    expect([...actors.values()]).toEqual([expect.objectContaining({ states: ['', 'leaving'], status: 'done', left: false })]);
    actors = applyLiveMessage(actors, { kind: 'bye', tab: 't1' });
    expect([...actors.values()]).toEqual([expect.objectContaining({ states: ['', 'leaving'], left: true })]);
  });

  it('ignores what is not a message of the protocol', () => {
    const actors: LiveActors = new Map();
    expect(applyLiveMessage(actors, 'app')).toBe(actors);
    expect(applyLiveMessage(actors, { kind: 'snapshot', tab: 1 })).toBe(actors);
    expect(applyLiveMessage(actors, null)).toBe(actors);
    // a state value instead of the paths (the old protocol) is not a message either
    expect(applyLiveMessage(actors, { ...snapshot([], 1), states: { authenticated: 'active' } })).toBe(actors);
  });
});

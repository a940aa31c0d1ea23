import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { helpChatMachine } from '@machines/shell/helpChat.machine';

/** The chat whose script fails to load the first time; `loads` and `shown` count loads and panels shown. */
function start() {
  const counts = { loads: 0, shown: 0 };
  const machine = helpChatMachine.provide({
    actors: {
      loadChat: fromPromise<undefined>(async () => {
        counts.loads += 1;
        if (counts.loads === 1) throw new Error('script failed');
        return undefined;
      }),
    },
    actions: { showPanel: () => void (counts.shown += 1) },
  });
  return { actor: createActor(machine).start(), counts };
}

/** The same, opened, failed, retried and open. */
async function openAfterRetry() {
  const run = start();
  run.actor.send({ type: 'helpChat.open' });
  await waitFor(run.actor, (snapshot) => snapshot.hasTag('error'));
  run.actor.send({ type: 'helpChat.retry' });
  await waitFor(run.actor, (snapshot) => snapshot.hasTag('open'));
  return run;
}

describe('help chat machine', () => {
  it('loads the script only when opened', () => {
    const { actor, counts } = start();
    expect(actor.getSnapshot().matches('notLoaded')).toBe(true);
    expect(counts.loads).toBe(0);
    actor.send({ type: 'helpChat.open' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('opens again after a close without loading the script again', async () => {
    const { actor, counts } = await openAfterRetry();
    actor.send({ type: 'helpChat.close' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'helpChat.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(counts.loads).toBe(2);
    expect(counts.shown).toBe(1);
  });
});

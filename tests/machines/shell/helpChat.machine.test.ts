import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { helpChatMachine } from '@machines/shell/helpChat.machine';

describe('help chat machine', () => {
  it('loads the script only when opened, once, and retries after a failure', async () => {
    let loads = 0;
    let shown = 0;
    const machine = helpChatMachine.provide({
      actors: {
        loadChat: fromPromise<undefined>(async () => {
          loads += 1;
          if (loads === 1) throw new Error('script failed');
          return undefined;
        }),
      },
      actions: { showPanel: () => void (shown += 1) },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().matches('notLoaded')).toBe(true);
    expect(loads).toBe(0);
    actor.send({ type: 'helpChat.open' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    actor.send({ type: 'helpChat.retry' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('open'));
    actor.send({ type: 'helpChat.close' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'helpChat.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(loads).toBe(2);
    expect(shown).toBe(1);
  });
});

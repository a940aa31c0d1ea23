import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createResourceMachine } from '@machines/shell/resource.machine';

describe('resource machine', () => {
  it('loads, fails, and reloads with the spec’s request states', async () => {
    let attempt = 0;
    const machine = createResourceMachine<{ n: number }, 'resource'>('resource').provide({
      actors: {
        load: fromPromise(async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('first try fails');
          return { n: attempt };
        }),
      },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('NotRequested');
    actor.send({ type: 'resource.reload' }); // not before a load
    expect(actor.getSnapshot().value).toBe('NotRequested');
    actor.send({ type: 'resource.load' });
    expect(actor.getSnapshot().value).toBe('InProgress');
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    expect(failed.context).toEqual({ data: null, error: 'first try fails' });
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const finished = await waitFor(actor, (snapshot) => snapshot.matches('Finished'));
    expect(finished.context).toEqual({ data: { n: 2 }, error: null });
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'InProgress', context: { data: { n: 2 } } });
    actor.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createResourceMachine } from '@machines/shell/resource.machine';

/** A resource whose first load fails and whose later loads answer { n: <attempt> }. */
function start() {
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
  return createActor(machine).start();
}

/** The same, loaded and failed. */
async function failedLoad() {
  const actor = start();
  actor.send({ type: 'resource.load' });
  const failed = await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
  return { actor, failed };
}

/** The same, reloaded and finished. */
async function finishedOnReload() {
  const { actor } = await failedLoad();
  actor.send({ type: 'resource.reload' });
  const finished = await waitFor(actor, (snapshot) => snapshot.matches('Finished'));
  return { actor, finished };
}

describe('resource machine', () => {
  it('is NotRequested until a load, a reload included', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('NotRequested');
    actor.send({ type: 'resource.reload' }); // not before a load
    expect(actor.getSnapshot().value).toBe('NotRequested');
    actor.stop();
  });

  it('loads on request and fails with the error’s message and no data', async () => {
    const actor = start();
    actor.send({ type: 'resource.load' });
    expect(actor.getSnapshot().value).toBe('InProgress');
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    expect(failed.context).toEqual({ data: null, error: 'first try fails' });
    actor.stop();
  });

  it('reloads after a failure, clearing the error, and finishes with the data', async () => {
    const { actor } = await failedLoad();
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const finished = await waitFor(actor, (snapshot) => snapshot.matches('Finished'));
    expect(finished.context).toEqual({ data: { n: 2 }, error: null });
    actor.stop();
  });

  it('keeps the data while a finished resource reloads', async () => {
    const { actor } = await finishedOnReload();
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'InProgress', context: { data: { n: 2 } } });
    actor.stop();
  });
});

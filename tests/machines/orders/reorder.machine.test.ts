// Reorder: its shortest paths, and the redirect it emits with the shop URL.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureShopUrl } from '@machines/orders/fixtures';
import { reorderMachine } from '@machines/orders/reorder.machine';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('reorder paths', () => {
  replayShortestPaths(catalogEntry('reorder'), { minPaths: 3 });
});

function reorder(possible: boolean | Error, answer: () => Promise<{ shopUrl: string }> = async () => ({ shopUrl: fixtureShopUrl })) {
  const machine = reorderMachine.provide({
    actors: {
      checkStatus: fromPromise<boolean, { orderCode: string }>(async () => {
        if (possible instanceof Error) throw possible;
        return possible;
      }),
      requestReorder: fromPromise<{ shopUrl: string }, { orderCode: string }>(() => answer()),
    },
  });
  return createActor(machine, { input: { orderCode: 'SO-1' } }).start();
}

describe('reorder', () => {
  it('is enabled only when the service says the order can be ordered again', async () => {
    const yes = reorder(true);
    await waitFor(yes, (snapshot) => !snapshot.hasTag('busy'));
    expect(yes.getSnapshot().can({ type: 'reorder.start' })).toBe(true);
    const no = reorder(false);
    await waitFor(no, (snapshot) => !snapshot.hasTag('busy'));
    expect(no.getSnapshot().can({ type: 'reorder.start' })).toBe(false);
    const broken = reorder(new Error('GET /reorder/status/SO-1 failed with 500'));
    await waitFor(broken, (snapshot) => !snapshot.hasTag('busy'));
    expect(broken.getSnapshot().can({ type: 'reorder.start' })).toBe(false);
  });

  it('emits the shop URL to go to', async () => {
    const actor = reorder(true);
    const redirects: string[] = [];
    actor.on('reorder.redirect', (event) => redirects.push(event.shopUrl));
    await waitFor(actor, (snapshot) => snapshot.matches('available'));
    actor.send({ type: 'reorder.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(redirects).toEqual([fixtureShopUrl]);
  });

  it('can try again after a failed reorder', async () => {
    let fail = true;
    const actor = reorder(true, async () => {
      if (fail) throw new Error('POST /reorder failed with 500');
      return { shopUrl: fixtureShopUrl };
    });
    await waitFor(actor, (snapshot) => snapshot.matches('available'));
    actor.send({ type: 'reorder.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    fail = false;
    actor.send({ type: 'reorder.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
  });
});

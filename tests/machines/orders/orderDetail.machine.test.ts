// The order detail: its shortest paths, and with real actors: 404 is "not found" (and is not
// reported as a failure), other failures are reported, and the extras load after the order.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureHttpError } from '@machines/account/fixtures';
import { fixtureDetailOrder, fixtureExtras } from '@machines/orders/fixtures';
import { orderDetailMachine } from '@machines/orders/orderDetail.machine';
import type { Order, OrderExtras } from '@schemas/orderModel';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('orderDetail paths', () => {
  replayShortestPaths(catalogEntry('orderDetail'), { minPaths: 4 });
});

function detail(loadOrder: () => Promise<Order>, loadExtras: () => Promise<OrderExtras> = async () => fixtureExtras) {
  const reportFailure = vi.fn();
  const machine = orderDetailMachine.provide({
    actors: {
      loadOrder: fromPromise<Order, { orderCode: string }>(() => loadOrder()),
      loadExtras: fromPromise<OrderExtras, { order: Order }>(() => loadExtras()),
    },
    actions: { reportFailure },
  });
  return { actor: createActor(machine, { input: { orderCode: 'SO-1' } }).start(), reportFailure };
}

describe('orderDetail', () => {
  it('shows the order, then its voucher details and delivery dates', async () => {
    const { actor } = detail(async () => fixtureDetailOrder);
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'extrasLoaded' }));
    expect(done.context.order?.orderCode).toBe('SO-1');
    expect(done.context.extras).toEqual(fixtureExtras);
  });

  it('is "not found" on 404 without reporting it as a failure', async () => {
    const { actor, reportFailure } = detail(async () => {
      throw fixtureHttpError('GET', '/api/orders/v1/superorders/SO-1', 404);
    });
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('reports any other failure and loads again on retry', async () => {
    let fail = true;
    const { actor, reportFailure } = detail(async () => {
      if (fail) throw fixtureHttpError('GET', '/api/orders/v1/superorders/SO-1', 500);
      return fixtureDetailOrder;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(reportFailure).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'orderDetail.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'extrasLoaded' }));
  });

  it('keeps the order shown when its extras fail', async () => {
    const { actor } = detail(
      async () => fixtureDetailOrder,
      async () => {
        throw new Error('Service Unavailable');
      },
    );
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'extrasFailed' }));
    expect(failed.context.order?.orderCode).toBe('SO-1');
  });
});

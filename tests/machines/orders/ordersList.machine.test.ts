// The orders list: its shortest paths, and the fetch-all in pages with real actors: the first page
// is there before the rest, the rest is appended, and a failed later page goes on where it stopped.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureOrder } from '@machines/orders/fixtures';
import { ordersListMachine, type FetchPageInput } from '@machines/orders/ordersList.machine';
import type { OrderPage } from '@schemas/orderModel';
import { SUPER_ORDERS_FETCH_LIMIT } from '@schemas/tunables';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('ordersList paths', () => {
  replayShortestPaths(catalogEntry('ordersList'), { minPaths: 4 });
});

const orders = Array.from({ length: 230 }, (_, index) => fixtureOrder(`SO-${index + 1}`));
const pageOf = ({ offset, limit }: FetchPageInput): OrderPage => ({ orders: orders.slice(offset, offset + limit), total: orders.length });

describe('ordersList', () => {
  /** The list started; its second page waits for `gate.release()`, and `asked` records every request. */
  function startGated() {
    const asked: FetchPageInput[] = [];
    const gate = { release: () => {} };
    const machine = ordersListMachine.provide({
      actors: {
        fetchPage: fromPromise<OrderPage, FetchPageInput>(async ({ input }) => {
          asked.push(input);
          // the second page waits until the test has looked at the first
          if (input.offset > 0 && asked.length === 2) await new Promise<void>((resolve) => (gate.release = resolve));
          return pageOf(input);
        }),
      },
    });
    return { actor: createActor(machine).start(), asked, gate };
  }

  it('shows the first 100 orders before the rest are in', async () => {
    const { actor } = startGated();
    const first = await waitFor(actor, (snapshot) => snapshot.hasTag('busy'));
    expect(first.context.orders.map((order) => order.orderCode).slice(0, 2)).toEqual(['SO-1', 'SO-2']);
    expect(first.context.orders).toHaveLength(100);
  });

  it('asks in pages of 100 and appends each page to the loaded orders', async () => {
    const { actor, asked, gate } = startGated();
    await waitFor(actor, (snapshot) => snapshot.hasTag('busy'));
    gate.release();
    const done = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(done.context.orders).toHaveLength(230);
    expect(done.context.orders.at(-1)?.orderCode).toBe('SO-230');
    expect(asked).toEqual([
      { offset: 0, limit: SUPER_ORDERS_FETCH_LIMIT },
      { offset: 100, limit: SUPER_ORDERS_FETCH_LIMIT },
      { offset: 200, limit: SUPER_ORDERS_FETCH_LIMIT },
    ]);
  });

  /** The list started; its second page fails the first time; `asked` records every offset. */
  async function secondPageFailed() {
    let failSecond = true;
    const asked: number[] = [];
    const machine = ordersListMachine.provide({
      actors: {
        fetchPage: fromPromise<OrderPage, FetchPageInput>(async ({ input }) => {
          asked.push(input.offset);
          if (input.offset === 100 && failSecond) {
            failSecond = false;
            throw new Error('GET /v2/superorders/me failed with 500');
          }
          return pageOf(input);
        }),
      },
    });
    const actor = createActor(machine).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('moreFailed'));
    return { actor, asked, failed };
  }

  it('keeps the loaded orders when a later page fails, and shows the error', async () => {
    const { failed } = await secondPageFailed();
    expect(failed.context.orders).toHaveLength(100);
    expect(failed.hasTag('error')).toBe(true);
  });

  it('goes on from the first missing page on Try again', async () => {
    const { actor, asked } = await secondPageFailed();
    actor.send({ type: 'ordersList.retry' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(done.context.orders).toHaveLength(230);
    expect(asked).toEqual([0, 100, 100, 200]);
  });

  it('stops at an empty page even when the total says more', async () => {
    const machine = ordersListMachine.provide({
      actors: { fetchPage: fromPromise<OrderPage, FetchPageInput>(async () => ({ orders: [], total: 5 })) },
    });
    const actor = createActor(machine).start();
    const done = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(done.context.orders).toEqual([]);
  });
});

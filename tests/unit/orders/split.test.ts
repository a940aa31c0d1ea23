// In progress vs history (DECISIONS 10): calendar days in the customer's time zone, bounds inclusive.
import { describe, expect, it } from 'vitest';
import { fixtureOrder, fixtureProduct } from '@machines/orders/fixtures';
import { shownStatusOf, type ShownStatus } from '@schemas/orders';
import { isInProgress, splitOrders } from '@/features/orders/model/split';

const now = new Date('2025-03-31T10:00:00.000Z');
const shownStatus = (status: string): ShownStatus => shownStatusOf(status) ?? 'Ordered';
const inAmsterdam = { now, timeZone: 'Europe/Amsterdam', shownStatus };

describe('in progress vs history', () => {
  it('keeps an order created 30 days ago in progress and sends one of 31 days to history', () => {
    expect(isInProgress(fixtureOrder('A', { createdAt: '2025-03-01T10:00:00.000Z' }), inAmsterdam)).toBe(true);
    expect(isInProgress(fixtureOrder('B', { createdAt: '2025-02-28T10:00:00.000Z' }), inAmsterdam)).toBe(false);
  });

  it('counts calendar days in the customer’s time zone', () => {
    // 23:30 UTC on 28 February is already 1 March in Amsterdam: 30 days there, 31 in London
    const order = fixtureOrder('A', { createdAt: '2025-02-28T23:30:00.000Z' });
    expect(isInProgress(order, inAmsterdam)).toBe(true);
    expect(isInProgress(order, { ...inAmsterdam, timeZone: 'Europe/London' })).toBe(false);
  });

  it('sends an order to history once a dispatched product’s payment changed more than 14 days ago', () => {
    const withSent = (paymentChangedDate: string | null, status = 'Dispatched') =>
      fixtureOrder('A', {
        createdAt: '2025-03-20T10:00:00.000Z',
        products: [fixtureProduct('A-1'), fixtureProduct('A-2', { status, paymentChangedDate })],
      });
    expect(isInProgress(withSent('2025-03-17T10:00:00.000Z'), inAmsterdam)).toBe(true); // 14 days
    expect(isInProgress(withSent('2025-03-16T10:00:00.000Z'), inAmsterdam)).toBe(false); // 15 days
    expect(isInProgress(withSent('2025-03-16T10:00:00.000Z', 'shipped'), inAmsterdam)).toBe(false);
    // not dispatched: the payment date does not matter
    expect(isInProgress(withSent('2025-03-01T10:00:00.000Z', 'ProductionStarted'), inAmsterdam)).toBe(true);
    // dispatched with no payment change known
    expect(isInProgress(withSent(null), inAmsterdam)).toBe(true);
  });

  it('splits a list keeping its order', () => {
    const orders = [
      fixtureOrder('new', { createdAt: '2025-03-30T10:00:00.000Z' }),
      fixtureOrder('old', { createdAt: '2024-12-01T10:00:00.000Z' }),
      fixtureOrder('recent', { createdAt: '2025-03-10T10:00:00.000Z' }),
    ];
    const split = splitOrders(orders, inAmsterdam);
    expect(split.inProgress.map((order) => order.orderCode)).toEqual(['new', 'recent']);
    expect(split.history.map((order) => order.orderCode)).toEqual(['old']);
  });
});

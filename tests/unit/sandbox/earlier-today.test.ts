import { describe, expect, it } from 'vitest';
import { earlierToday } from '../../../sandbox/seed/earlier-today';
import { buildSuperOrders, demoPlan } from '../../../sandbox/seed/orders';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const minutes = Array.from({ length: 60 }, (_, index) => index + 1);

describe('earlierToday: seeded "a few minutes ago" on the seeding day', () => {
  it('is exactly that many minutes earlier away from midnight', () => {
    const noon = new Date('2026-12-01T12:00:00Z');
    expect(earlierToday(noon, 5).toISOString()).toBe('2026-12-01T11:55:00.000Z');
    expect(earlierToday(noon, 40).toISOString()).toBe('2026-12-01T11:20:00.000Z');
  });

  it.each(['2026-12-01T00:00:30Z', '2026-12-01T00:03:00Z', '2026-12-01T00:20:00Z', '2026-12-01T00:59:59Z'])(
    'stays on the same day, in order and apart, at %s',
    (iso) => {
      const now = new Date(iso);
      const moments = minutes.map((count) => earlierToday(now, count).getTime());
      for (const moment of moments) {
        expect(utcDay(new Date(moment))).toBe('2026-12-01');
        expect(moment).toBeLessThan(now.getTime());
      }
      // one minute more is always a moment earlier: the seed's order by age survives
      for (const [index, moment] of moments.entries()) if (index > 0) expect(moment).toBeLessThan(moments[index - 1] ?? 0);
    },
  );
});

describe('the order seed just after midnight', () => {
  it("keeps today's orders on today, their payments after them", () => {
    const now = new Date('2026-12-01T00:02:00Z');
    const home = {
      firstName: 'Anna',
      lastName: 'de Vries',
      companyName: null,
      street: 'Keizersgracht',
      houseNumber: '12',
      houseNumberSuffix: null,
      postalCode: '1015 CS',
      city: 'Amsterdam',
      countryCode: 'NL',
      phoneNumber: null,
      pickupPointName: null,
    } as const;
    const owner = { accountId: '00000000-0000-4000-8000-000000000001', channel: 'NL', currency: 'EUR', home };
    const orders = buildSuperOrders(owner, demoPlan(), now);
    const today = orders.filter((order) => utcDay(order.createdAt) === '2026-12-01');
    expect(today.length).toBeGreaterThan(0);
    expect(orders.filter((order) => utcDay(order.createdAt) === '2026-11-30').length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.createdAt.getTime()).toBeLessThan(now.getTime());
      for (const line of order.lines)
        if (line.paymentChangedAt) expect(line.paymentChangedAt.getTime()).toBeGreaterThanOrEqual(order.createdAt.getTime());
    }
  });
});

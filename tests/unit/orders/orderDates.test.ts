// Created dates (S0 §9): today, yesterday or dd MMM yyyy in the customer's language, by calendar day in their time zone.
import { describe, expect, it } from 'vitest';
import { activeCampaigns, campaignNamesOf } from '@/features/orders/model/cutoff';
import { calendarDay, calendarDaysAgo, createdDate, customerTimeZone } from '@/features/shared/orders/orderDates';

const now = new Date('2025-03-31T06:00:00.000Z');

describe('created date', () => {
  it('is today, yesterday or the date', () => {
    const options = { now, timeZone: 'Europe/London', language: 'en-GB' };
    expect(createdDate('2025-03-31T00:30:00.000Z', options)).toEqual({ kind: 'today' });
    expect(createdDate('2025-03-30T22:00:00.000Z', options)).toEqual({ kind: 'yesterday' });
    expect(createdDate('2025-01-02T10:00:00.000Z', options)).toEqual({ kind: 'date', text: '02 Jan 2025' });
  });

  it('follows the customer’s time zone', () => {
    // 22:30 UTC on 30 March is 31 March in Amsterdam (summer time, +2)
    expect(createdDate('2025-03-30T22:30:00.000Z', { now, timeZone: 'Europe/Amsterdam', language: 'nl-NL' })).toEqual({ kind: 'today' });
    expect(createdDate('2025-03-30T22:30:00.000Z', { now, timeZone: 'Europe/London', language: 'en-GB' })).toEqual({ kind: 'yesterday' });
    expect(calendarDaysAgo('2025-03-30T22:30:00.000Z', now, 'America/New_York')).toBe(1);
  });

  it('counts days in the browser’s own zone as that zone’s calendar does', () => {
    const zone = customerTimeZone();
    const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (const instant of [
      '2025-03-30T22:30:00.000Z',
      '2025-03-31T00:30:00.000Z',
      '2025-10-26T01:30:00.000Z',
      '2025-12-31T23:59:59.000Z',
    ]) {
      const day = calendarDay(instant, zone);
      const [year, month, date] = calendar.format(new Date(instant)).split('-').map(Number);
      expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([year, month, date]);
    }
  });

  it('names the month in the customer’s language', () => {
    expect(createdDate('2025-03-03T10:00:00.000Z', { now, timeZone: 'Europe/Berlin', language: 'de-DE' })).toEqual({
      kind: 'date',
      text: '03 März 2025',
    });
    expect(
      createdDate('2025-05-03T10:00:00.000Z', { now: new Date('2025-06-01T10:00:00Z'), timeZone: 'Europe/Amsterdam', language: 'nl-NL' }),
    ).toEqual({
      kind: 'date',
      text: '03 mei 2025',
    });
  });
});

describe('cutoff campaigns', () => {
  const campaign = (name: string, orderBefore: string) =>
    ({ name, occasion: 'christmas', orderBefore, deliveryBefore: '2025-12-24' }) as const;

  it('names each campaign of the article groups once', () => {
    expect(campaignNamesOf([{ campaignName: 'xmas' }, { campaignName: null }, { campaignName: 'xmas' }, { campaignName: 'mum' }])).toEqual([
      'xmas',
      'mum',
    ]);
  });

  it('shows a campaign up to and including its order-before day', () => {
    const today = new Date('2025-12-18T20:00:00.000Z');
    const shown = activeCampaigns(
      [campaign('late', '2025-12-20'), campaign('today', '2025-12-18'), campaign('gone', '2025-12-17')],
      today,
      'Europe/London',
    );
    expect(shown.map((item) => item.name)).toEqual(['today', 'late']);
  });
});

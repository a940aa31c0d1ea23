import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@schemas/config';
import { menuEntries } from '@/platform/routing/menuEntries';
import { appRoutes, findRoute, guardAllows } from '@/platform/routing/routes';

const keys = (input: Parameters<typeof menuEntries>[0]) =>
  menuEntries(input).map((entry) => (entry.kind === 'route' ? `${entry.key}:${entry.route}` : entry.key));

const timeline = new Set<FeatureFlag>(['PhotoManagementTimelineEnabled']);
const noFlags = new Set<FeatureFlag>();
const allFlags = new Set(appRoutes.flatMap((route) => (route.guard?.kind === 'flag' ? [route.guard.flag] : [])));

describe('menuEntries', () => {
  it('consumer: widgets, normal settings, no invoices or FTP', () => {
    expect(keys({ isBusiness: false, flags: noFlags, faqUrl: 'https://example.com/faq' })).toEqual([
      'home:home',
      'orders:orders',
      'settings:settings',
      'savedProjects:savedProjects',
      'widgets:widgets',
      'faq',
    ]);
  });

  it('business: invoices, FTP instructions, b2b settings, no widgets', () => {
    expect(keys({ isBusiness: true, flags: timeline, faqUrl: null })).toEqual([
      'home:home',
      'orders:orders',
      'invoices:invoices',
      'ftpIntegration:ftpIntegration',
      'settings:settingsB2b',
      'savedProjects:savedProjects',
      'photos:photos',
    ]);
  });

  it('takes labels from the table, the FAQs link from the public configuration', () => {
    expect(menuEntries({ isBusiness: false, flags: timeline, faqUrl: 'https://example.com/faq' })).toEqual([
      { kind: 'route', key: 'home', label: 'menu.overview', route: 'home' },
      { kind: 'route', key: 'orders', label: 'menu.orders', route: 'orders' },
      { kind: 'route', key: 'settings', label: 'menu.settings', route: 'settings' },
      { kind: 'route', key: 'savedProjects', label: 'menu.savedProjects', route: 'savedProjects' },
      { kind: 'route', key: 'photos', label: 'menu.photos', route: 'photos' },
      { kind: 'route', key: 'widgets', label: 'menu.widgets', route: 'widgets' },
      { kind: 'external', key: 'faq', label: 'menu.faq', href: 'https://example.com/faq' },
    ]);
  });

  it.each([
    ['consumer', false, noFlags],
    ['consumer, every flag', false, allFlags],
    ['business', true, noFlags],
    ['business, every flag', true, allFlags],
  ] as const)('%s: one entry per section, each opening a route of its section that lets the customer in', (_, isBusiness, flags) => {
    const entries = menuEntries({ isBusiness, flags, faqUrl: null });
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    for (const entry of entries) {
      if (entry.kind !== 'route') continue;
      const route = findRoute(entry.route);
      expect(route.section, entry.route).toBe(entry.key);
      expect(guardAllows(route.guard, { isBusiness, flags }), entry.route).toBe(true);
    }
  });
});

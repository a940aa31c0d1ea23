import { describe, expect, it } from 'vitest';
import { menuEntries } from '@/platform/routing/menuEntries';

const keys = (input: Parameters<typeof menuEntries>[0]) =>
  menuEntries(input).map((entry) => (entry.kind === 'route' ? `${entry.key}:${entry.route}` : entry.key));

describe('menuEntries', () => {
  it('consumer: widgets, normal settings, no invoices or FTP', () => {
    expect(keys({ isBusiness: false, photosEnabled: false, faqUrl: 'https://example.com/faq' })).toEqual([
      'home:home',
      'orders:orders',
      'settings:settings',
      'savedProjects:savedProjects',
      'widgets:widgets',
      'faq',
    ]);
  });

  it('business: invoices, FTP instructions, b2b settings, no widgets', () => {
    expect(keys({ isBusiness: true, photosEnabled: true, faqUrl: null })).toEqual([
      'home:home',
      'orders:orders',
      'invoices:invoices',
      'ftpIntegration:ftpIntegration',
      'settings:settingsB2b',
      'savedProjects:savedProjects',
      'photos:photos',
    ]);
  });
});

import type { MenuSection, RouteName } from './routes';

/** One entry of the side menu (S0 §2); sign-out is drawn by the menu itself. */
export type MenuEntry =
  | { readonly kind: 'route'; readonly key: MenuSection; readonly label: string; readonly route: RouteName }
  | { readonly kind: 'external'; readonly key: 'faq'; readonly label: string; readonly href: string };

export interface MenuInput {
  readonly isBusiness: boolean;
  /** PhotoManagementTimelineEnabled */
  readonly photosEnabled: boolean;
  /** the FAQ link of the public configuration, when it loaded */
  readonly faqUrl: string | null;
}

/**
 * The side menu in the spec's order (S0 §2): overview; My orders; Invoices and FTP instructions
 * (business only, DECISIONS 7); Settings (the b2b settings for business users); Saved projects;
 * Photos (timeline flag); Widgets (consumers only); FAQs (external). Labels are i18n keys.
 */
export function menuEntries({ isBusiness, photosEnabled, faqUrl }: MenuInput): MenuEntry[] {
  const entries: MenuEntry[] = [
    { kind: 'route', key: 'home', label: 'menu.overview', route: 'home' },
    { kind: 'route', key: 'orders', label: 'menu.orders', route: 'orders' },
  ];
  if (isBusiness) {
    entries.push({ kind: 'route', key: 'invoices', label: 'menu.invoices', route: 'invoices' });
    entries.push({ kind: 'route', key: 'ftpIntegration', label: 'menu.ftpIntegration', route: 'ftpIntegration' });
  }
  entries.push({ kind: 'route', key: 'settings', label: 'menu.settings', route: isBusiness ? 'settingsB2b' : 'settings' });
  entries.push({ kind: 'route', key: 'savedProjects', label: 'menu.savedProjects', route: 'savedProjects' });
  if (photosEnabled) entries.push({ kind: 'route', key: 'photos', label: 'menu.photos', route: 'photos' });
  if (!isBusiness) entries.push({ kind: 'route', key: 'widgets', label: 'menu.widgets', route: 'widgets' });
  if (faqUrl) entries.push({ kind: 'external', key: 'faq', label: 'menu.faq', href: faqUrl });
  return entries;
}

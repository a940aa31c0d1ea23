import { appRoutes, guardAllows } from './routes';
import type { AppRoute, GuardContext, MenuPlacement, MenuSection, RouteName } from './routes';

/** One entry of the side menu (S0 §2); sign-out is drawn by the menu itself. */
export type MenuEntry =
  | { readonly kind: 'route'; readonly key: MenuSection; readonly label: string; readonly route: RouteName }
  | { readonly kind: 'external'; readonly key: 'faq'; readonly label: string; readonly href: string };

export interface MenuInput extends GuardContext {
  /** the FAQ link of the public configuration, when it loaded */
  readonly faqUrl: string | null;
}

interface MenuRoute {
  readonly route: AppRoute;
  readonly section: MenuSection;
  readonly menu: MenuPlacement;
}

/** The routes of the table that carry a menu entry, in the menu's order. */
const menuRoutes: readonly MenuRoute[] = appRoutes
  .flatMap((route): MenuRoute[] => (route.menu && route.section ? [{ route, section: route.section, menu: route.menu }] : []))
  .sort((a, b) => a.menu.order - b.menu.order);

/**
 * The side menu of a customer, derived from the route table (schemas/routes.ts): the entries whose
 * route's guard and own condition allow them, in their order, then the FAQs link of the public
 * configuration (an external address, not a route). Labels are i18n keys.
 */
export function menuEntries({ faqUrl, ...context }: MenuInput): MenuEntry[] {
  const entries: MenuEntry[] = menuRoutes
    .filter(({ route, menu }) => guardAllows(route.guard, context) && guardAllows(menu.guard, context))
    .map(({ route, section, menu }) => ({ kind: 'route', key: section, label: menu.label, route: route.name }));
  if (faqUrl) entries.push({ kind: 'external', key: 'faq', label: 'menu.faq', href: faqUrl });
  return entries;
}

import type { FeatureFlag } from '@schemas/config';
import { routeNames, routeTable } from '@schemas/routes';
import type { MenuPlacement, MenuSection, RouteAccess, RouteGuard, RouteLayout, RouteName, RouteTitleKey } from '@schemas/routes';

export type { MenuPlacement, MenuSection, RouteAccess, RouteGuard, RouteLayout, RouteName, RouteTitleKey };

/**
 * A route of the table (schemas/routes.ts, where each field is described) with its name and title
 * key: what the router, the shell and the menu read.
 */
export interface AppRoute {
  readonly name: RouteName;
  readonly path: string;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
  /** i18n key of the page title (document title and <h1>) */
  readonly title: RouteTitleKey;
  readonly guard?: RouteGuard;
  readonly section?: MenuSection;
  readonly sideMenu?: false;
  readonly menu?: MenuPlacement;
}

const titleKey = (name: RouteName): RouteTitleKey => `routes.${name}`;

/** Every route, in the table's order. */
export const appRoutes: readonly AppRoute[] = routeNames.map((name) => ({ name, title: titleKey(name), ...routeTable[name] }));

/** The i18n key of the 404 page's title (not a route of the table: it matches every other path). */
export const notFoundTitle = 'routes.notFound';

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && appRoutes.some((entry) => entry.name === value);
}

export function findRoute(name: RouteName): AppRoute {
  const entry = appRoutes.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  return entry;
}

/** The path pattern of a route, e.g. `routePath('orders')` → `/orders`. */
export const routePath = (name: RouteName): string => findRoute(name).path;

/** Who is asking, for a guard: the customer kind (the token's claim) and the flags that are on. */
export interface GuardContext {
  readonly isBusiness: boolean;
  readonly flags: ReadonlySet<FeatureFlag>;
}

/**
 * Whether a route's activation condition holds (S0 §6, DECISIONS 7): a flag that must be on, or
 * business-only / consumer-only. The router redirects when it does not; the menu leaves the entry out.
 */
export function guardAllows(guard: RouteGuard | undefined, { isBusiness, flags }: GuardContext): boolean {
  if (!guard) return true;
  switch (guard.kind) {
    case 'flag':
      return flags.has(guard.flag);
    case 'businessOnly':
      return isBusiness;
    case 'consumerOnly':
      return !isBusiness;
  }
}

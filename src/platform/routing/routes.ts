import type { FeatureFlag } from '@schemas/config';
import { routeNames, routePaths, type RouteName as SpecRouteName } from '@schemas/routes';

/**
 * The whole route table of both spec files (S0 §2, S1 §2) in one place, with the spec's names and
 * paths, plus our own `authCallback` (the OpenID Connect redirect target) and `flows` (flow atlas).
 *
 * - access: `public` routes never sign in; `authenticated` routes sit behind the auth gate.
 * - layout: `standalone` (brand bar and content only), `shell` (header, side menu, banner),
 *   `preview` (full screen: no header, no menu).
 * - guard: the activation condition; when it is false the route redirects to `/` (S0 §6).
 * - exact: the spec's exact-match marker, recorded as given. React Router 7 matches every path
 *   exactly (no v5-style prefix matching, unknown sub-paths get the 404 page), so no routing
 *   depends on it.
 * - section: the side-menu entry the route belongs to: that entry is marked aria-current="page" on
 *   its own route and aria-current="true" on the other routes of its section.
 * - sideMenu: false for the two shell error pages, which take the full width under the header.
 */
export type RouteAccess = 'public' | 'authenticated';
export type RouteLayout = 'standalone' | 'shell' | 'preview';
export type RouteGuard =
  { readonly kind: 'flag'; readonly flag: FeatureFlag } | { readonly kind: 'businessOnly' } | { readonly kind: 'consumerOnly' };
export type MenuSection = 'home' | 'orders' | 'invoices' | 'ftpIntegration' | 'settings' | 'savedProjects' | 'photos' | 'widgets';

/** What the table says of a route beyond its name, path and title. */
export type RouteMeta = Omit<RouteEntry, 'name' | 'path' | 'title'>;

export interface RouteEntry {
  readonly name: string;
  readonly path: string;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
  /** i18n key of the page title (document title and <h1>) */
  readonly title: string;
  readonly guard?: RouteGuard;
  readonly exact: boolean;
  readonly section?: MenuSection;
  readonly sideMenu?: false;
}

const businessOnly = { kind: 'businessOnly' } as const;
const consumerOnly = { kind: 'consumerOnly' } as const;
const timelineFlag = { kind: 'flag', flag: 'PhotoManagementTimelineEnabled' } as const;
const albumViewFlag = { kind: 'flag', flag: 'PhotoManagementAlbumViewEnabled' } as const;
const sharedAlbumsFlag = { kind: 'flag', flag: 'PhotoManagementSharedAlbumsViewEnabled' } as const;
const flowAtlasFlag = { kind: 'flag', flag: 'FlowAtlasEnabled' } as const;
const uiKitFlag = { kind: 'flag', flag: 'UiKitEnabled' } as const;

const authShell = { access: 'authenticated', layout: 'shell' } as const;
const authStandalone = { access: 'authenticated', layout: 'standalone' } as const;
const authPreview = { access: 'authenticated', layout: 'preview' } as const;
const publicStandalone = { access: 'public', layout: 'standalone' } as const;

/**
 * Every route by name (a type error when a name of schemas/routes.ts is missing or unknown). A
 * route's path is its entry in schemas/routes.ts and its title key is `routes.<name>`.
 */
const table = {
  // S0 §2
  home: { ...authShell, exact: true, section: 'home' },
  accountDeleted: { ...publicStandalone, exact: true },
  deleteAccountConfirmation: { ...authStandalone, exact: true },
  deleteAccountError: { ...authShell, exact: true, sideMenu: false },
  savedProjects: { ...authShell, exact: false, section: 'savedProjects' },
  orders: { ...authShell, exact: true, section: 'orders' },
  orderDetails: { ...authShell, exact: false, section: 'orders' },
  downloads: { ...authShell, exact: false },
  settings: { ...authShell, exact: true, section: 'settings' },
  settingsB2b: { ...authShell, guard: businessOnly, exact: true, section: 'settings' },
  changeEmailB2b: { ...authShell, guard: businessOnly, exact: false, section: 'settings' },
  personalDetails: { ...authShell, exact: false, section: 'settings' },
  paymentMethod: { ...authShell, exact: false, section: 'settings' },
  changeEmail: { ...authShell, exact: false, section: 'settings' },
  changeEmailConfirmation: { ...authStandalone, exact: true },
  changeEmailSuccess: { ...publicStandalone, exact: true },
  changeEmailError: { ...authShell, exact: true, sideMenu: false },
  logout: { ...authStandalone, exact: true },
  widgets: { ...authShell, guard: consumerOnly, exact: true, section: 'widgets' },
  widgetShare: { ...authShell, guard: consumerOnly, exact: false, section: 'widgets' },
  addAddress: { ...authShell, exact: false, section: 'settings' },
  changeAddress: { ...authShell, exact: false, section: 'settings' },
  allAddresses: { ...authShell, exact: false, section: 'settings' },
  addAddressB2b: { ...authShell, guard: businessOnly, exact: false, section: 'settings' },
  changeAddressB2b: { ...authShell, guard: businessOnly, exact: false, section: 'settings' },
  invoices: { ...authShell, guard: businessOnly, exact: false, section: 'invoices' },
  ftpIntegration: { ...authShell, guard: businessOnly, exact: false, section: 'ftpIntegration' },
  doubleOptInConfirmation: { ...publicStandalone, exact: true },
  doubleOptInConfirmationSuccess: { ...publicStandalone, exact: true },
  doubleOptInConfirmationError: { ...publicStandalone, exact: true },
  // S1 §2 (photo library)
  photoManagement: { ...authShell, guard: timelineFlag, exact: true, section: 'photos' },
  photos: { ...authShell, guard: timelineFlag, exact: false, section: 'photos' },
  photoPreview: { ...authPreview, guard: timelineFlag, exact: true },
  albums: { ...authShell, guard: albumViewFlag, exact: false, section: 'photos' },
  album: { ...authShell, guard: albumViewFlag, exact: false, section: 'photos' },
  sharedAlbum: { ...authShell, guard: sharedAlbumsFlag, exact: false, section: 'photos' },
  albumPhotoPreview: { ...authPreview, guard: albumViewFlag, exact: true },
  sharedAlbumPhotoPreview: { ...authPreview, guard: sharedAlbumsFlag, exact: true },
  // ours
  authCallback: { ...publicStandalone, exact: true },
  flows: { ...publicStandalone, guard: flowAtlasFlag, exact: true },
  uiKit: { ...publicStandalone, guard: uiKitFlag, exact: true },
} as const satisfies Record<RouteName, RouteMeta>;

/** A route's name (the spec's); schemas/routes.ts holds the same names with their paths. */
export type RouteName = SpecRouteName;
export type AppRoute = RouteEntry & { readonly name: RouteName };

/** Every route, in the order above. */
export const appRoutes: readonly AppRoute[] = routeNames.map((name) => ({
  name,
  path: routePaths[name],
  title: `routes.${name}`,
  ...table[name],
}));

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

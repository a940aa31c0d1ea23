import type { FeatureFlag } from './config';

/**
 * The route table: every route of both spec files (S0 §2, S1 §2) by the spec's name, plus our own
 * `authCallback` (the OpenID Connect redirect target), `flows` (flow atlas) and `uiKit`. The one
 * place a route's path and meta are written: the app's route accessors, href() and the side menu
 * (src/platform/routing/) read it, and so does the sandbox where it needs the app's paths
 * (post-logout addresses, mailed links). The screen of each route is the one thing not here: the
 * screen table (src/app/router/screens.ts) is the one place that knows the lazy modules.
 *
 * - path: the React Router path pattern; `:param` segments are the route's parameters.
 * - access: `public` routes never sign in; `authenticated` routes sit behind the auth gate.
 * - layout: `standalone` (brand bar and content only), `shell` (header, side menu, banner),
 *   `preview` (full screen: no header, no menu).
 * - guard: the activation condition; when it is false the route redirects to `/` (S0 §6).
 * - section: the side-menu entry the route belongs to: that entry is marked aria-current="page" on
 *   the route it opens and aria-current="true" on the other routes of its section.
 * - sideMenu: false for the two shell error pages, which take the full width under the header.
 * - menu: the route opens its section's side-menu entry (see MenuPlacement).
 *
 * A route's title key (document title and <h1>) is `routes.<name>` (RouteTitleKey).
 */
export type RouteAccess = 'public' | 'authenticated';
export type RouteLayout = 'standalone' | 'shell' | 'preview';
export type RouteGuard =
  { readonly kind: 'flag'; readonly flag: FeatureFlag } | { readonly kind: 'businessOnly' } | { readonly kind: 'consumerOnly' };

/**
 * A side-menu entry, on the route it opens; the entry's key is the route's section. The entry shows
 * when the route's guard allows it and, when given, `guard` too: so the menu never links to a route
 * that would redirect. Two routes may carry the entry of one section as variants for different
 * customers (settings for consumers, settingsB2b for business users) at the same `order`; they must
 * never show together.
 */
export interface MenuPlacement {
  /** the entry's place in the menu, ascending */
  readonly order: number;
  /** i18n key of the entry's label */
  readonly label: string;
  /** a further condition of the entry beyond the route's guard */
  readonly guard?: RouteGuard;
}

interface RouteBase {
  readonly path: string;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
  readonly guard?: RouteGuard;
  readonly sideMenu?: false;
}

/** One row of the table; only a route of a section can carry that section's menu entry. */
export type RouteDefinition = RouteBase &
  ({ readonly section?: undefined; readonly menu?: undefined } | { readonly section: string; readonly menu?: MenuPlacement });

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
 * Every route by name, in this order. The side menu (S0 §2) in its order: overview; My orders;
 * Invoices and FTP instructions (business only, DECISIONS 7); Settings (the b2b settings for
 * business users); Saved projects; Photos (timeline flag); Widgets (consumers only); then the FAQs
 * link of the public configuration (not a route: src/platform/routing/menuEntries.ts).
 */
export const routeTable = {
  // S0 §2
  home: { path: '/', ...authShell, section: 'home', menu: { order: 1, label: 'menu.overview' } },
  accountDeleted: { path: '/account-deleted', ...publicStandalone },
  deleteAccountConfirmation: { path: '/delete-account-confirmation', ...authStandalone },
  deleteAccountError: { path: '/delete-account-error', ...authShell, sideMenu: false },
  savedProjects: {
    path: '/saved-projects',
    ...authShell,
    section: 'savedProjects',
    menu: { order: 6, label: 'menu.savedProjects' },
  },
  orders: { path: '/orders', ...authShell, section: 'orders', menu: { order: 2, label: 'menu.orders' } },
  orderDetails: { path: '/orders/:orderCode', ...authShell, section: 'orders' },
  downloads: { path: '/downloads', ...authShell },
  settings: {
    path: '/settings',
    ...authShell,
    section: 'settings',
    menu: { order: 5, label: 'menu.settings', guard: consumerOnly },
  },
  settingsB2b: {
    path: '/settings/b2b',
    ...authShell,
    guard: businessOnly,
    section: 'settings',
    menu: { order: 5, label: 'menu.settings' },
  },
  changeEmailB2b: { path: '/settings/b2b/email', ...authShell, guard: businessOnly, section: 'settings' },
  personalDetails: { path: '/settings/personal-details', ...authShell, section: 'settings' },
  paymentMethod: { path: '/settings/payment-method', ...authShell, section: 'settings' },
  changeEmail: { path: '/settings/email', ...authShell, section: 'settings' },
  changeEmailConfirmation: { path: '/change-email-confirmation', ...authStandalone },
  changeEmailSuccess: { path: '/change-email-success', ...publicStandalone },
  changeEmailError: { path: '/change-email-error', ...authShell, sideMenu: false },
  logout: { path: '/logout', ...authStandalone },
  widgets: {
    path: '/online-products',
    ...authShell,
    guard: consumerOnly,
    section: 'widgets',
    menu: { order: 8, label: 'menu.widgets' },
  },
  widgetShare: { path: '/online-products/:productCode', ...authShell, guard: consumerOnly, section: 'widgets' },
  addAddress: { path: '/settings/new-address', ...authShell, section: 'settings' },
  changeAddress: { path: '/settings/address/:addressId', ...authShell, section: 'settings' },
  allAddresses: { path: '/settings/addresses/all', ...authShell, section: 'settings' },
  addAddressB2b: { path: '/settings/b2b/new-address', ...authShell, guard: businessOnly, section: 'settings' },
  changeAddressB2b: { path: '/settings/b2b/address/:addressId', ...authShell, guard: businessOnly, section: 'settings' },
  invoices: {
    path: '/invoices',
    ...authShell,
    guard: businessOnly,
    section: 'invoices',
    menu: { order: 3, label: 'menu.invoices' },
  },
  ftpIntegration: {
    path: '/integration',
    ...authShell,
    guard: businessOnly,
    section: 'ftpIntegration',
    menu: { order: 4, label: 'menu.ftpIntegration' },
  },
  doubleOptInConfirmation: { path: '/subscription-confirmation', ...publicStandalone },
  doubleOptInConfirmationSuccess: { path: '/subscription-confirmation-success', ...publicStandalone },
  doubleOptInConfirmationError: { path: '/subscription-confirmation-error', ...publicStandalone },
  // S1 §2 (photo library)
  photoManagement: { path: '/my-photos', ...authShell, guard: timelineFlag, section: 'photos' },
  photos: {
    path: '/my-photos/photos',
    ...authShell,
    guard: timelineFlag,
    section: 'photos',
    menu: { order: 7, label: 'menu.photos' },
  },
  photoPreview: { path: '/my-photos/photos/preview/:id', ...authPreview, guard: timelineFlag },
  albums: { path: '/my-photos/albums', ...authShell, guard: albumViewFlag, section: 'photos' },
  album: { path: '/my-photos/albums/:id', ...authShell, guard: albumViewFlag, section: 'photos' },
  sharedAlbum: { path: '/my-photos/shared-albums/:id', ...authShell, guard: sharedAlbumsFlag, section: 'photos' },
  albumPhotoPreview: { path: '/my-photos/albums/:id/preview/:photoId', ...authPreview, guard: albumViewFlag },
  sharedAlbumPhotoPreview: {
    path: '/my-photos/shared-albums/:id/preview/:photoId',
    ...authPreview,
    guard: sharedAlbumsFlag,
  },
  // ours
  authCallback: { path: '/auth/callback', ...publicStandalone },
  flows: { path: '/flows', ...publicStandalone, guard: flowAtlasFlag },
  uiKit: { path: '/ui-kit', ...publicStandalone, guard: uiKitFlag },
} as const satisfies Record<string, RouteDefinition>;

type RouteTable = typeof routeTable;

export type RouteName = keyof RouteTable;

/** The side-menu sections: every `section` the table names. */
export type MenuSection = {
  [Name in RouteName]: RouteTable[Name] extends { readonly section: infer Section extends string } ? Section : never;
}[RouteName];

/** The i18n key of a route's title (document title and <h1>). */
export type RouteTitleKey<Name extends RouteName = RouteName> = `routes.${Name}`;

/**
 * The routes the spec marks as exact matches, recorded as given (S0 §2). React Router 7 matches
 * every path exactly (no v5-style prefix matching; unknown sub-paths get the 404 page), so nothing in
 * the app reads them: they are kept beside the table rather than in its rows, which the shell (the
 * code every page waits for) carries.
 */
export const exactRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'accountDeleted',
  'deleteAccountConfirmation',
  'deleteAccountError',
  'orders',
  'settings',
  'settingsB2b',
  'changeEmailConfirmation',
  'changeEmailSuccess',
  'changeEmailError',
  'logout',
  'widgets',
  'doubleOptInConfirmation',
  'doubleOptInConfirmationSuccess',
  'doubleOptInConfirmationError',
  'photoManagement',
  'photoPreview',
  'albumPhotoPreview',
  'sharedAlbumPhotoPreview',
  'authCallback',
  'flows',
  'uiKit',
]);

/** Every route name, in the table's order. */
export const routeNames: readonly RouteName[] = Object.keys(routeTable).filter((key): key is RouteName => key in routeTable);

export type PathOf<Name extends RouteName> = RouteTable[Name]['path'];

type RoutePaths = { readonly [Name in RouteName]: PathOf<Name> };

function isRoutePaths(paths: Partial<Record<RouteName, string>>): paths is RoutePaths {
  return routeNames.every((name) => paths[name] === routeTable[name].path);
}

function pathsOfTable(): RoutePaths {
  const paths: Partial<Record<RouteName, string>> = {};
  for (const name of routeNames) paths[name] = routeTable[name].path;
  if (!isRoutePaths(paths)) throw new Error('routePaths: a route of the table has no path');
  return paths;
}

/** The table's paths by route name (`routePaths.orders` → `/orders`). */
export const routePaths: RoutePaths = pathsOfTable();

/** The `:params` a route's path names, e.g. `orderDetails` → `{ orderCode: string }`. */
export type RouteParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & RouteParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

/** The route names whose paths have no parameters. */
export type PlainRouteName = { [Name in RouteName]: keyof RouteParams<PathOf<Name>> extends never ? Name : never }[RouteName];

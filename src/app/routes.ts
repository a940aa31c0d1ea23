import type { FeatureFlag } from '@schemas/config';
import { routePaths, type RouteName as SpecRouteName } from '@schemas/routes';

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

const table = [
  // S0 §2
  { name: 'home', path: routePaths.home, access: 'authenticated', layout: 'shell', title: 'routes.home', exact: true, section: 'home' },
  {
    name: 'accountDeleted',
    path: routePaths.accountDeleted,
    access: 'public',
    layout: 'standalone',
    title: 'routes.accountDeleted',
    exact: true,
  },
  {
    name: 'deleteAccountConfirmation',
    path: routePaths.deleteAccountConfirmation,
    access: 'authenticated',
    layout: 'standalone',
    title: 'routes.deleteAccountConfirmation',
    exact: true,
  },
  {
    name: 'deleteAccountError',
    path: routePaths.deleteAccountError,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.deleteAccountError',
    exact: true,
    sideMenu: false,
  },
  {
    name: 'savedProjects',
    path: routePaths.savedProjects,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.savedProjects',
    exact: false,
    section: 'savedProjects',
  },
  {
    name: 'orders',
    path: routePaths.orders,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.orders',
    exact: true,
    section: 'orders',
  },
  {
    name: 'orderDetails',
    path: routePaths.orderDetails,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.orderDetails',
    exact: false,
    section: 'orders',
  },
  { name: 'downloads', path: routePaths.downloads, access: 'authenticated', layout: 'shell', title: 'routes.downloads', exact: false },
  {
    name: 'settings',
    path: routePaths.settings,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.settings',
    exact: true,
    section: 'settings',
  },
  {
    name: 'settingsB2b',
    path: routePaths.settingsB2b,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.settingsB2b',
    guard: businessOnly,
    exact: true,
    section: 'settings',
  },
  {
    name: 'changeEmailB2b',
    path: routePaths.changeEmailB2b,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeEmailB2b',
    guard: businessOnly,
    exact: false,
    section: 'settings',
  },
  {
    name: 'personalDetails',
    path: routePaths.personalDetails,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.personalDetails',
    exact: false,
    section: 'settings',
  },
  {
    name: 'paymentMethod',
    path: routePaths.paymentMethod,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.paymentMethod',
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeEmail',
    path: routePaths.changeEmail,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeEmail',
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeEmailConfirmation',
    path: routePaths.changeEmailConfirmation,
    access: 'authenticated',
    layout: 'standalone',
    title: 'routes.changeEmailConfirmation',
    exact: true,
  },
  {
    name: 'changeEmailSuccess',
    path: routePaths.changeEmailSuccess,
    access: 'public',
    layout: 'standalone',
    title: 'routes.changeEmailSuccess',
    exact: true,
  },
  {
    name: 'changeEmailError',
    path: routePaths.changeEmailError,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeEmailError',
    exact: true,
    sideMenu: false,
  },
  { name: 'logout', path: routePaths.logout, access: 'authenticated', layout: 'standalone', title: 'routes.logout', exact: true },
  {
    name: 'widgets',
    path: routePaths.widgets,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.widgets',
    guard: consumerOnly,
    exact: true,
    section: 'widgets',
  },
  {
    name: 'widgetShare',
    path: routePaths.widgetShare,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.widgetShare',
    guard: consumerOnly,
    exact: false,
    section: 'widgets',
  },
  {
    name: 'addAddress',
    path: routePaths.addAddress,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.addAddress',
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeAddress',
    path: routePaths.changeAddress,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeAddress',
    exact: false,
    section: 'settings',
  },
  {
    name: 'allAddresses',
    path: routePaths.allAddresses,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.allAddresses',
    exact: false,
    section: 'settings',
  },
  {
    name: 'addAddressB2b',
    path: routePaths.addAddressB2b,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.addAddressB2b',
    guard: businessOnly,
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeAddressB2b',
    path: routePaths.changeAddressB2b,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeAddressB2b',
    guard: businessOnly,
    exact: false,
    section: 'settings',
  },
  {
    name: 'invoices',
    path: routePaths.invoices,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.invoices',
    guard: businessOnly,
    exact: false,
    section: 'invoices',
  },
  {
    name: 'ftpIntegration',
    path: routePaths.ftpIntegration,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.ftpIntegration',
    guard: businessOnly,
    exact: false,
    section: 'ftpIntegration',
  },
  {
    name: 'doubleOptInConfirmation',
    path: routePaths.doubleOptInConfirmation,
    access: 'public',
    layout: 'standalone',
    title: 'routes.doubleOptInConfirmation',
    exact: true,
  },
  {
    name: 'doubleOptInConfirmationSuccess',
    path: routePaths.doubleOptInConfirmationSuccess,
    access: 'public',
    layout: 'standalone',
    title: 'routes.doubleOptInConfirmationSuccess',
    exact: true,
  },
  {
    name: 'doubleOptInConfirmationError',
    path: routePaths.doubleOptInConfirmationError,
    access: 'public',
    layout: 'standalone',
    title: 'routes.doubleOptInConfirmationError',
    exact: true,
  },
  // S1 §2 (photo library)
  {
    name: 'photoManagement',
    path: routePaths.photoManagement,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.photoManagement',
    guard: timelineFlag,
    exact: true,
    section: 'photos',
  },
  {
    name: 'photos',
    path: routePaths.photos,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.photos',
    guard: timelineFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'photoPreview',
    path: routePaths.photoPreview,
    access: 'authenticated',
    layout: 'preview',
    title: 'routes.photoPreview',
    guard: timelineFlag,
    exact: true,
  },
  {
    name: 'albums',
    path: routePaths.albums,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.albums',
    guard: albumViewFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'album',
    path: routePaths.album,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.album',
    guard: albumViewFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'sharedAlbum',
    path: routePaths.sharedAlbum,
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.sharedAlbum',
    guard: sharedAlbumsFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'albumPhotoPreview',
    path: routePaths.albumPhotoPreview,
    access: 'authenticated',
    layout: 'preview',
    title: 'routes.albumPhotoPreview',
    guard: albumViewFlag,
    exact: true,
  },
  {
    name: 'sharedAlbumPhotoPreview',
    path: routePaths.sharedAlbumPhotoPreview,
    access: 'authenticated',
    layout: 'preview',
    title: 'routes.sharedAlbumPhotoPreview',
    guard: sharedAlbumsFlag,
    exact: true,
  },
  // ours
  {
    name: 'authCallback',
    path: routePaths.authCallback,
    access: 'public',
    layout: 'standalone',
    title: 'routes.authCallback',
    exact: true,
  },
  {
    name: 'flows',
    path: routePaths.flows,
    access: 'public',
    layout: 'standalone',
    title: 'routes.flows',
    guard: flowAtlasFlag,
    exact: true,
  },
  { name: 'uiKit', path: routePaths.uiKit, access: 'public', layout: 'standalone', title: 'routes.uiKit', guard: uiKitFlag, exact: true },
] as const satisfies readonly RouteEntry[];

/** A route's name (the spec's); schemas/routes.ts holds the same names with their paths. */
export type RouteName = SpecRouteName;
type TableRouteName = (typeof table)[number]['name'];
// The table lists every route of schemas/routes.ts and nothing else (a type error otherwise).
const _tableListsEveryRoute: [RouteName] extends [TableRouteName] ? ([TableRouteName] extends [RouteName] ? true : never) : never = true;
export type AppRoute = RouteEntry & { readonly name: RouteName };

/** Every route, in the order above. */
export const appRoutes: readonly AppRoute[] = table;

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

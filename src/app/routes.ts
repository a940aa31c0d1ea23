import type { FeatureFlag } from '@schemas/config';

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
  { name: 'home', path: '/', access: 'authenticated', layout: 'shell', title: 'routes.home', exact: true, section: 'home' },
  { name: 'accountDeleted', path: '/account-deleted', access: 'public', layout: 'standalone', title: 'routes.accountDeleted', exact: true },
  {
    name: 'deleteAccountConfirmation',
    path: '/delete-account-confirmation',
    access: 'authenticated',
    layout: 'standalone',
    title: 'routes.deleteAccountConfirmation',
    exact: true,
  },
  {
    name: 'deleteAccountError',
    path: '/delete-account-error',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.deleteAccountError',
    exact: true,
    sideMenu: false,
  },
  {
    name: 'savedProjects',
    path: '/saved-projects',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.savedProjects',
    exact: false,
    section: 'savedProjects',
  },
  { name: 'orders', path: '/orders', access: 'authenticated', layout: 'shell', title: 'routes.orders', exact: true, section: 'orders' },
  {
    name: 'orderDetails',
    path: '/orders/:orderCode',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.orderDetails',
    exact: false,
    section: 'orders',
  },
  { name: 'downloads', path: '/downloads', access: 'authenticated', layout: 'shell', title: 'routes.downloads', exact: false },
  {
    name: 'settings',
    path: '/settings',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.settings',
    exact: true,
    section: 'settings',
  },
  {
    name: 'settingsB2b',
    path: '/settings/b2b',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.settingsB2b',
    guard: businessOnly,
    exact: true,
    section: 'settings',
  },
  {
    name: 'changeEmailB2b',
    path: '/settings/b2b/email',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeEmailB2b',
    guard: businessOnly,
    exact: false,
    section: 'settings',
  },
  {
    name: 'personalDetails',
    path: '/settings/personal-details',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.personalDetails',
    exact: false,
    section: 'settings',
  },
  {
    name: 'paymentMethod',
    path: '/settings/payment-method',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.paymentMethod',
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeEmail',
    path: '/settings/email',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeEmail',
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeEmailConfirmation',
    path: '/change-email-confirmation',
    access: 'authenticated',
    layout: 'standalone',
    title: 'routes.changeEmailConfirmation',
    exact: true,
  },
  {
    name: 'changeEmailSuccess',
    path: '/change-email-success',
    access: 'public',
    layout: 'standalone',
    title: 'routes.changeEmailSuccess',
    exact: true,
  },
  {
    name: 'changeEmailError',
    path: '/change-email-error',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeEmailError',
    exact: true,
    sideMenu: false,
  },
  { name: 'logout', path: '/logout', access: 'authenticated', layout: 'standalone', title: 'routes.logout', exact: true },
  {
    name: 'widgets',
    path: '/online-products',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.widgets',
    guard: consumerOnly,
    exact: true,
    section: 'widgets',
  },
  {
    name: 'widgetShare',
    path: '/online-products/:productCode',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.widgetShare',
    guard: consumerOnly,
    exact: false,
    section: 'widgets',
  },
  {
    name: 'addAddress',
    path: '/settings/new-address',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.addAddress',
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeAddress',
    path: '/settings/address/:addressId',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeAddress',
    exact: false,
    section: 'settings',
  },
  {
    name: 'allAddresses',
    path: '/settings/addresses/all',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.allAddresses',
    exact: false,
    section: 'settings',
  },
  {
    name: 'addAddressB2b',
    path: '/settings/b2b/new-address',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.addAddressB2b',
    guard: businessOnly,
    exact: false,
    section: 'settings',
  },
  {
    name: 'changeAddressB2b',
    path: '/settings/b2b/address/:addressId',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.changeAddressB2b',
    guard: businessOnly,
    exact: false,
    section: 'settings',
  },
  {
    name: 'invoices',
    path: '/invoices',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.invoices',
    guard: businessOnly,
    exact: false,
    section: 'invoices',
  },
  {
    name: 'ftpIntegration',
    path: '/integration',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.ftpIntegration',
    guard: businessOnly,
    exact: false,
    section: 'ftpIntegration',
  },
  {
    name: 'doubleOptInConfirmation',
    path: '/subscription-confirmation',
    access: 'public',
    layout: 'standalone',
    title: 'routes.doubleOptInConfirmation',
    exact: true,
  },
  {
    name: 'doubleOptInConfirmationSuccess',
    path: '/subscription-confirmation-success',
    access: 'public',
    layout: 'standalone',
    title: 'routes.doubleOptInConfirmationSuccess',
    exact: true,
  },
  {
    name: 'doubleOptInConfirmationError',
    path: '/subscription-confirmation-error',
    access: 'public',
    layout: 'standalone',
    title: 'routes.doubleOptInConfirmationError',
    exact: true,
  },
  // S1 §2 (photo library)
  {
    name: 'photoManagement',
    path: '/my-photos',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.photoManagement',
    guard: timelineFlag,
    exact: true,
    section: 'photos',
  },
  {
    name: 'photos',
    path: '/my-photos/photos',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.photos',
    guard: timelineFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'photoPreview',
    path: '/my-photos/photos/preview/:id',
    access: 'authenticated',
    layout: 'preview',
    title: 'routes.photoPreview',
    guard: timelineFlag,
    exact: true,
  },
  {
    name: 'albums',
    path: '/my-photos/albums',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.albums',
    guard: albumViewFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'album',
    path: '/my-photos/albums/:id',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.album',
    guard: albumViewFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'sharedAlbum',
    path: '/my-photos/shared-albums/:id',
    access: 'authenticated',
    layout: 'shell',
    title: 'routes.sharedAlbum',
    guard: sharedAlbumsFlag,
    exact: false,
    section: 'photos',
  },
  {
    name: 'albumPhotoPreview',
    path: '/my-photos/albums/:id/preview/:photoId',
    access: 'authenticated',
    layout: 'preview',
    title: 'routes.albumPhotoPreview',
    guard: albumViewFlag,
    exact: true,
  },
  {
    name: 'sharedAlbumPhotoPreview',
    path: '/my-photos/shared-albums/:id/preview/:photoId',
    access: 'authenticated',
    layout: 'preview',
    title: 'routes.sharedAlbumPhotoPreview',
    guard: sharedAlbumsFlag,
    exact: true,
  },
  // ours
  { name: 'authCallback', path: '/auth/callback', access: 'public', layout: 'standalone', title: 'routes.authCallback', exact: true },
  { name: 'flows', path: '/flows', access: 'public', layout: 'standalone', title: 'routes.flows', guard: flowAtlasFlag, exact: true },
  { name: 'uiKit', path: '/ui-kit', access: 'public', layout: 'standalone', title: 'routes.uiKit', guard: uiKitFlag, exact: true },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof table)[number]['name'];
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

// The app's route paths by route name (spec S0 §2, S1 §2, plus our own authCallback, flows and uiKit).
// The one place a path is written: the app's route table (src/platform/routing/routes.ts) and href() take them from
// here, and so does the sandbox where it needs the app's paths (post-logout addresses, mailed links).
export const routePaths = {
  home: '/',
  accountDeleted: '/account-deleted',
  deleteAccountConfirmation: '/delete-account-confirmation',
  deleteAccountError: '/delete-account-error',
  savedProjects: '/saved-projects',
  orders: '/orders',
  orderDetails: '/orders/:orderCode',
  downloads: '/downloads',
  settings: '/settings',
  settingsB2b: '/settings/b2b',
  changeEmailB2b: '/settings/b2b/email',
  personalDetails: '/settings/personal-details',
  paymentMethod: '/settings/payment-method',
  changeEmail: '/settings/email',
  changeEmailConfirmation: '/change-email-confirmation',
  changeEmailSuccess: '/change-email-success',
  changeEmailError: '/change-email-error',
  logout: '/logout',
  widgets: '/online-products',
  widgetShare: '/online-products/:productCode',
  addAddress: '/settings/new-address',
  changeAddress: '/settings/address/:addressId',
  allAddresses: '/settings/addresses/all',
  addAddressB2b: '/settings/b2b/new-address',
  changeAddressB2b: '/settings/b2b/address/:addressId',
  invoices: '/invoices',
  ftpIntegration: '/integration',
  doubleOptInConfirmation: '/subscription-confirmation',
  doubleOptInConfirmationSuccess: '/subscription-confirmation-success',
  doubleOptInConfirmationError: '/subscription-confirmation-error',
  photoManagement: '/my-photos',
  photos: '/my-photos/photos',
  photoPreview: '/my-photos/photos/preview/:id',
  albums: '/my-photos/albums',
  album: '/my-photos/albums/:id',
  sharedAlbum: '/my-photos/shared-albums/:id',
  albumPhotoPreview: '/my-photos/albums/:id/preview/:photoId',
  sharedAlbumPhotoPreview: '/my-photos/shared-albums/:id/preview/:photoId',
  authCallback: '/auth/callback',
  flows: '/flows',
  uiKit: '/ui-kit',
} as const;

export type RouteName = keyof typeof routePaths;

/** Every route name, in the order above. */
export const routeNames: readonly RouteName[] = Object.keys(routePaths).filter((key): key is RouteName => key in routePaths);

/** The `:params` a route's path names, e.g. `orderDetails` → `{ orderCode: string }`. */
export type RouteParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & RouteParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

export type PathOf<Name extends RouteName> = (typeof routePaths)[Name];

/** The route names whose paths have no parameters. */
export type PlainRouteName = { [Name in RouteName]: keyof RouteParams<PathOf<Name>> extends never ? Name : never }[RouteName];

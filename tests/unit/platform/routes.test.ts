import { describe, expect, it } from 'vitest';
import { appRoutes, findRoute, guardAllows, routePath } from '@/platform/routing/routes';
import type { RouteName } from '@/platform/routing/routes';
import { exactRoutes } from '@schemas/routes';

const expected: Record<RouteName, string> = {
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
};

describe('route table', () => {
  it('has exactly the spec names and paths', () => {
    expect(Object.fromEntries(appRoutes.map((route) => [route.name, route.path]))).toEqual(expected);
  });

  it('has unique names and paths', () => {
    expect(new Set(appRoutes.map((route) => route.name)).size).toBe(appRoutes.length);
    expect(new Set(appRoutes.map((route) => route.path)).size).toBe(appRoutes.length);
  });

  it('puts only authenticated routes in the shell and the preview layout', () => {
    for (const route of appRoutes.filter((entry) => entry.layout !== 'standalone')) expect(route.access, route.name).toBe('authenticated');
  });

  it('keeps the public standalone routes public (they never sign in)', () => {
    const publicNames = appRoutes.filter((route) => route.access === 'public').map((route) => route.name);
    expect(publicNames.sort()).toEqual(
      [
        'accountDeleted',
        'authCallback',
        'changeEmailSuccess',
        'doubleOptInConfirmation',
        'doubleOptInConfirmationError',
        'doubleOptInConfirmationSuccess',
        'flows',
        'uiKit',
      ].sort(),
    );
  });

  it('guards the business-only, consumer-only and flagged routes', () => {
    const guardOf = (name: RouteName) => findRoute(name).guard;
    for (const name of ['invoices', 'ftpIntegration', 'settingsB2b', 'changeEmailB2b', 'addAddressB2b', 'changeAddressB2b'] as const) {
      expect(guardOf(name), name).toEqual({ kind: 'businessOnly' });
    }
    expect(guardOf('widgets')).toEqual({ kind: 'consumerOnly' });
    expect(guardOf('widgetShare')).toEqual({ kind: 'consumerOnly' });
    expect(guardOf('photoPreview')).toEqual({ kind: 'flag', flag: 'PhotoManagementTimelineEnabled' });
    expect(guardOf('albumPhotoPreview')).toEqual({ kind: 'flag', flag: 'PhotoManagementAlbumViewEnabled' });
    expect(guardOf('sharedAlbumPhotoPreview')).toEqual({ kind: 'flag', flag: 'PhotoManagementSharedAlbumsViewEnabled' });
    expect(guardOf('flows')).toEqual({ kind: 'flag', flag: 'FlowAtlasEnabled' });
    expect(guardOf('uiKit')).toEqual({ kind: 'flag', flag: 'UiKitEnabled' });
    expect(guardOf('orders')).toBeUndefined();
  });

  it('draws the previews without header or menu, exact', () => {
    const previews = appRoutes.filter((route) => route.layout === 'preview');
    expect(previews.map((route) => route.name).sort()).toEqual(['albumPhotoPreview', 'photoPreview', 'sharedAlbumPhotoPreview']);
    for (const route of previews) expect(exactRoutes.has(route.name), route.name).toBe(true);
  });

  it('marks the spec exact routes exact', () => {
    for (const name of ['home', 'orders', 'settings', 'settingsB2b', 'widgets'] as const) expect(exactRoutes.has(name), name).toBe(true);
  });

  it('uses a routes.<name> title key for every route', () => {
    for (const route of appRoutes) expect(route.title).toBe(`routes.${route.name}`);
  });

  it('guardAllows: a flag must be on, business-only and consumer-only by the customer kind', () => {
    const consumer = { isBusiness: false, flags: new Set(['FlowAtlasEnabled'] as const) };
    const business = { isBusiness: true, flags: new Set<never>() };
    expect(guardAllows(undefined, business)).toBe(true);
    expect(guardAllows(findRoute('flows').guard, consumer)).toBe(true);
    expect(guardAllows(findRoute('flows').guard, business)).toBe(false);
    expect(guardAllows(findRoute('invoices').guard, business)).toBe(true);
    expect(guardAllows(findRoute('invoices').guard, consumer)).toBe(false);
    expect(guardAllows(findRoute('widgets').guard, consumer)).toBe(true);
    expect(guardAllows(findRoute('widgets').guard, business)).toBe(false);
  });

  it('routePath gives the path pattern', () => {
    expect(routePath('orderDetails')).toBe('/orders/:orderCode');
  });
});

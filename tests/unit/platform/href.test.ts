import { describe, expect, it } from 'vitest';
import { routePaths } from '@schemas/routes';
import { href } from '@/platform/routing/href';
import { appRoutes } from '@/platform/routing/routes';

describe('href', () => {
  it('gives the path of a route without parameters', () => {
    expect(href('orders')).toBe('/orders');
    expect(href('accountDeleted')).toBe('/account-deleted');
  });

  it('fills in the parameters, URL-encoded', () => {
    expect(href('orderDetails', { orderCode: 'AB 12/3' })).toBe('/orders/AB%2012%2F3');
    expect(href('albumPhotoPreview', { id: 'album-1', photoId: 'p 1' })).toBe('/my-photos/albums/album-1/preview/p%201');
  });

  it('refuses a missing parameter instead of writing a broken path', () => {
    expect(() => href('orderDetails', { orderCode: '' })).toThrow('href(orderDetails): missing parameter orderCode');
  });

  it('takes its paths from the one table the sandbox reads too', () => {
    for (const route of appRoutes) expect(route.path).toBe(routePaths[route.name]);
    expect(appRoutes.map((route) => route.name).sort()).toEqual(Object.keys(routePaths).sort());
  });
});

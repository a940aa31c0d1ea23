// The page being opened starts loading its chunk while the app starts: the route's own screen loader.
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { appRoutes, type RouteName } from '@/platform/routing/routes';
import { preloadScreen } from '@/app/router/preloadScreen';
import type { Screens } from '@/app/router/screens';
import { settleRealTimers } from '../fixtures/settle';

function spyScreens() {
  const Screen: ComponentType = () => null;
  const calls: RouteName[] = [];
  const screens = Object.fromEntries(
    appRoutes.map((route) => [
      route.name,
      vi.fn(async () => {
        calls.push(route.name);
        return Screen;
      }),
    ]),
  ) as unknown as Screens;
  return { screens, calls };
}

describe('preloadScreen', () => {
  it.each([
    ['/', 'home'],
    ['/orders', 'orders'],
    ['/my-photos/photos', 'photos'],
    ['/my-photos/photos/preview/img-42', 'photoPreview'],
  ] as const)('loads the screen of %s (%s) and nothing else', async (pathname, name) => {
    const { screens, calls } = spyScreens();
    preloadScreen(pathname, screens);
    await Promise.resolve();
    expect(calls).toEqual([name]);
  });

  it('loads nothing for a path no route has (the 404 page is in the shell)', async () => {
    const { screens, calls } = spyScreens();
    preloadScreen('/no/such/page', screens);
    await Promise.resolve();
    expect(calls).toEqual([]);
  });

  it('swallows a failing load: the route loader shows the error when the route renders', async () => {
    const { screens } = spyScreens();
    const failing: Screens = { ...screens, orders: async () => Promise.reject(new Error('chunk gone')) };
    expect(() => preloadScreen('/orders', failing)).not.toThrow();
    await settleRealTimers();
  });
});

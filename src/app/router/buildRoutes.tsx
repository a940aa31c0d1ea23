import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { ShellLayout } from '../shell/ShellLayout';
import { PreviewLayout } from '../layout/PreviewLayout';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { appRoutes, notFoundTitle } from '@/platform/routing/routes';
import type { AppRoute, RouteAccess, RouteLayout } from '@/platform/routing/routes';
import { AuthGate } from './AuthGate';
import { Screen } from './lazyScreen';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from '@/platform/routing/routeHandle';
import type { Screens } from './screens';

function screenRoute(entry: AppRoute, screens: Screens): RouteObject {
  const handle: RouteHandle = { routeName: entry.name };
  return { path: entry.path, handle, element: createElement(Screen, { load: screens[entry.name] }) };
}

/**
 * The route objects of the route table, for `useRoutes` (react-router's declarative mode: the data
 * router's loaders and actions are not used, and leaving them out keeps ~17 KB gzip off the shell):
 *
 * root (document title; error boundary)
 * ├─ standalone layout: public standalone routes; the auth gate → authenticated standalone routes; 404
 * └─ auth gate → shell layout (shell routes), preview layout (preview routes)
 *
 * Each layout renders its child through GuardedOutlet (guard false → redirect to `/`), and each
 * route its screen through Screen (a loader while the screen's chunk loads).
 */
export function buildRoutes(screens: Screens): RouteObject[] {
  const pick = (layout: RouteLayout, access: RouteAccess) =>
    appRoutes.filter((entry) => entry.layout === layout && entry.access === access).map((entry) => screenRoute(entry, screens));
  const notFoundHandle: RouteHandle = { title: notFoundTitle };

  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <StandaloneLayout />,
          children: [
            ...pick('standalone', 'public'),
            { element: <AuthGate frame="none" />, children: pick('standalone', 'authenticated') },
            { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
          ],
        },
        {
          element: <AuthGate frame="page" />,
          children: [
            { element: <ShellLayout />, children: pick('shell', 'authenticated') },
            { element: <PreviewLayout />, children: pick('preview', 'authenticated') },
          ],
        },
      ],
    },
  ];
}

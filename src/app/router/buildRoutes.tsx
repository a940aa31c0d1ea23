import type { RouteObject } from 'react-router';
import { ShellLayout } from '../shell/ShellLayout';
import { PreviewLayout } from '../layout/PreviewLayout';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { appRoutes, notFoundTitle } from '../routes';
import type { AppRoute, RouteAccess, RouteLayout } from '../routes';
import { AppLoader } from './AppLoader';
import { AuthGate } from './AuthGate';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';
import type { Screens } from './screens';

function screenRoute(entry: AppRoute, screens: Screens): RouteObject {
  const handle: RouteHandle = { routeName: entry.name };
  return {
    path: entry.path,
    handle,
    lazy: async () => ({ Component: await screens[entry.name]() }),
  };
}

/**
 * The router's route objects from the route table:
 *
 * root (document title; error boundary)
 * ├─ standalone layout: public standalone routes; the auth gate → authenticated standalone routes; 404
 * └─ auth gate → shell layout (shell routes), preview layout (preview routes)
 *
 * Each layout renders its child through GuardedOutlet (guard false → redirect to `/`).
 */
export function buildRoutes(screens: Screens): RouteObject[] {
  const pick = (layout: RouteLayout, access: RouteAccess) =>
    appRoutes.filter((entry) => entry.layout === layout && entry.access === access).map((entry) => screenRoute(entry, screens));
  const notFoundHandle: RouteHandle = { title: notFoundTitle };

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppLoader,
      children: [
        {
          Component: StandaloneLayout,
          children: [
            ...pick('standalone', 'public'),
            { element: <AuthGate frame="none" />, children: pick('standalone', 'authenticated') },
            { path: '*', handle: notFoundHandle, Component: NotFoundPage },
          ],
        },
        {
          element: <AuthGate frame="page" />,
          children: [
            { Component: ShellLayout, children: pick('shell', 'authenticated') },
            { Component: PreviewLayout, children: pick('preview', 'authenticated') },
          ],
        },
      ],
    },
  ];
}

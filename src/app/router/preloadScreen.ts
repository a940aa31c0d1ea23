import { matchPath } from 'react-router';
import { appRoutes } from '@/platform/routing/routes';
import { loadScreen } from './lazyScreen';
import type { RouteName } from '@/platform/routing/routes';
import type { Screens } from './screens';

/**
 * Starts loading the chunk of the screen at `pathname` while the app is still starting (config,
 * locale, session), so that it is there when the route renders instead of being asked for only
 * then; once it is there the route renders it without suspending (lazyScreen.ts). A failure here
 * is left to the route's own lazy loader, which shows the route's error page. Returns the route's
 * name (null when no route matches).
 */
export function preloadScreen(pathname: string, screens: Screens): RouteName | null {
  const entry = appRoutes.find((route) => matchPath(route.path, pathname) !== null);
  if (!entry) return null;
  loadScreen(screens[entry.name]).catch(() => undefined);
  return entry.name;
}

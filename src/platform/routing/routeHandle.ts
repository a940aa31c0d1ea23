import { useRouteHandles } from './RouteTable';
import { findRoute, isRouteName, notFoundTitle } from './routes';
import type { AppRoute, RouteName } from './routes';

/** What each route object carries in `handle`: the table entry's name, or only a title (404). */
export type RouteHandle = { readonly routeName: RouteName } | { readonly title: string };

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function routeOf(handle: unknown): AppRoute | null {
  if (isObject(handle) && 'routeName' in handle && isRouteName(handle.routeName)) return findRoute(handle.routeName);
  return null;
}

function titleOf(handle: unknown): string | null {
  const route = routeOf(handle);
  if (route) return route.title;
  if (isObject(handle) && 'title' in handle && typeof handle.title === 'string') return handle.title;
  return null;
}

/** The table entry of the deepest matched route (null on the 404 page). */
export function useCurrentRoute(): AppRoute | null {
  const handles = useRouteHandles();
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const route = routeOf(handles[index]);
    if (route) return route;
  }
  return null;
}

/** The i18n key of the current page's title. */
export function useRouteTitleKey(): string {
  const handles = useRouteHandles();
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const title = titleOf(handles[index]);
    if (title) return title;
  }
  return notFoundTitle;
}

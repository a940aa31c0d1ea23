import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

const RouteHandlesContext = createContext<readonly unknown[]>([]);

/** Renders the route objects for the current location, and shares their handles (`useRouteHandles`). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <RouteHandlesProvider routes={routes}>{useRoutes(routes)}</RouteHandlesProvider>;
}

/**
 * Matches the location once per change for every reader of the handles: matching ranks the whole
 * route table, too slow to repeat in each of the many components that want the current route.
 */
function RouteHandlesProvider({ routes, children }: { routes: readonly RouteObject[]; children: ReactNode }) {
  const location = useLocation();
  const handles = useMemo(() => (matchRoutes([...routes], location) ?? []).map((match) => match.route.handle), [routes, location]);
  return <RouteHandlesContext.Provider value={handles}>{children}</RouteHandlesContext.Provider>;
}

/** The `handle` of every matched route, outermost first (what the data router's useMatches gives). */
export function useRouteHandles(): readonly unknown[] {
  return useContext(RouteHandlesContext);
}

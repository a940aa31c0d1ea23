import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

const RouteTableContext = createContext<readonly RouteObject[]>([]);

/** Renders the route objects for the current location, and shares them for `useRouteHandles`. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <RouteTableProvider routes={routes}>{useRoutes(routes)}</RouteTableProvider>;
}

function RouteTableProvider({ routes, children }: { routes: readonly RouteObject[]; children: ReactNode }) {
  return <RouteTableContext.Provider value={routes}>{children}</RouteTableContext.Provider>;
}

/** The `handle` of every matched route, outermost first (what the data router's useMatches gives). */
export function useRouteHandles(): unknown[] {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return useMemo(() => (matchRoutes([...routes], location) ?? []).map((match) => match.route.handle), [routes, location]);
}

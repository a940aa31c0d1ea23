import { Outlet, useLocation } from 'react-router';
import { RouteDocumentTitle } from '../title/RouteDocumentTitle';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The root route: keeps the document title in step with the route, then the layouts. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteDocumentTitle />
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

import { Outlet, useLocation } from 'react-router';
import { PageViews } from '../analytics/PageViews';
import { ConsentHost } from '../consent/ConsentHost';
import { RouteDocumentTitle } from '@/platform/title/RouteDocumentTitle';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The root route: keeps the document title in step with the route, counts page views (analytics
 * consent only), asks for cookie consent on every page while no choice is stored, then the layouts.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteDocumentTitle />
      <PageViews />
      <ConsentHost />
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

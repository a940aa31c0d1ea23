import { Outlet } from 'react-router';
import { RouteDocumentTitle } from '../title/RouteDocumentTitle';

/** The root route: keeps the document title in step with the route, then the layouts. */
export function RootLayout() {
  return (
    <>
      <RouteDocumentTitle />
      <Outlet />
    </>
  );
}

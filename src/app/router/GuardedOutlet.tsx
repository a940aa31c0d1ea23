import { Outlet } from 'react-router';
import { Navigate } from '../navigation/Navigate';
import { useCurrentRoute } from './routeHandle';
import { useGuardAllows } from './useGuardAllows';

/** The matched child route, or a redirect to `/` (keeping the query) when its guard is false. */
export function GuardedOutlet() {
  const route = useCurrentRoute();
  const allowed = useGuardAllows(route?.guard);
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}

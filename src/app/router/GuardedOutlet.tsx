import { Outlet } from 'react-router';
import { Navigate } from '@/platform/navigation/Navigate';
import { useCurrentRoute } from '@/platform/routing/routeHandle';
import { useGuardAllows } from './useGuardAllows';

/**
 * The matched child route, or a redirect to `/` (keeping the query) when its guard is false. The
 * screen shows its own loader while its chunk loads (lazyScreen.ts).
 */
export function GuardedOutlet() {
  const route = useCurrentRoute();
  const allowed = useGuardAllows(route?.guard);
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}

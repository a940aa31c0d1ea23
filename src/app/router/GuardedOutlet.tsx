import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Loader } from '@/ui/Loader';
import { Navigate } from '@/platform/navigation/Navigate';
import { useCurrentRoute } from '@/platform/routing/routeHandle';
import { useGuardAllows } from './useGuardAllows';

/**
 * The matched child route, or a redirect to `/` (keeping the query) when its guard is false;
 * a loader while the screen's chunk loads.
 */
export function GuardedOutlet() {
  const route = useCurrentRoute();
  const allowed = useGuardAllows(route?.guard);
  const { t } = useTranslation();
  if (!allowed) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loader label={t('app.loading')} />}>
      <Outlet />
    </Suspense>
  );
}

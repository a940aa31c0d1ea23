import { Navigate } from '@/platform/navigation/Navigate';
import { routePath } from '@/platform/routing/routes';

/** `/my-photos` → `/my-photos/photos`, keeping the query string (DECISIONS 34). */
export function PhotoManagementRedirect() {
  return <Navigate to={routePath('photos')} replace />;
}

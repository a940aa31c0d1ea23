import { Navigate } from '../navigation/Navigate';
import { routePath } from '../routes';

/** `/my-photos` → `/my-photos/photos`, keeping the query string (DECISIONS 34). */
export function PhotoManagementRedirect() {
  return <Navigate to={routePath('photos')} replace />;
}

import { useAuth } from '@/platform/auth/AuthContext';
import { useFlags } from '@/platform/flags/FlagsContext';
import { guardAllows } from '@/platform/routing/routes';
import type { RouteGuard } from '@/platform/routing/routes';

/**
 * Whether a route's activation condition holds for the signed-in customer (guardAllows). Routes
 * with a business or consumer guard are authenticated routes, so the claim is known when this runs.
 */
export function useGuardAllows(guard: RouteGuard | undefined): boolean {
  const flags = useFlags();
  const { isBusiness } = useAuth();
  return guardAllows(guard, { isBusiness, flags });
}

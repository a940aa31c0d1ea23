import { useAuth } from '@/platform/auth/AuthContext';
import { useFlags } from '@/platform/flags/FlagsContext';
import type { RouteGuard } from '@/platform/routing/routes';

/**
 * Whether a route's activation condition holds (S0 §6, DECISIONS 7): a flag that must be on, or
 * business-only / consumer-only (business = the token's authentication-method claim). Routes with
 * a business or consumer guard are authenticated routes, so the claim is known when this runs.
 */
export function useGuardAllows(guard: RouteGuard | undefined): boolean {
  const flags = useFlags();
  const { isBusiness } = useAuth();
  if (!guard) return true;
  switch (guard.kind) {
    case 'flag':
      return flags.has(guard.flag);
    case 'businessOnly':
      return isBusiness;
    case 'consumerOnly':
      return !isBusiness;
  }
}

import { useAuth } from '@/app/auth/AuthContext';
import { useIsSmallScreen } from '../layout/useIsSmallScreen';
import { useCurrentRoute } from '../router/routeHandle';
import { SideMenu } from './SideMenu';
import { useMenuEntries } from './useMenuEntries';

/** The side menu wired to the session, the flags, the public links and the current route. */
export function AccountMenu({ variant }: { variant?: 'side' | 'page' }) {
  const { signOut } = useAuth();
  const entries = useMenuEntries();
  const currentRoute = useCurrentRoute();
  const small = useIsSmallScreen();
  return <SideMenu entries={entries} currentRoute={currentRoute} small={small} onSignOut={() => signOut()} variant={variant ?? 'side'} />;
}

import { useAuth } from '@/platform/auth/AuthContext';
import { useIsSmallScreen } from '../layout/useIsSmallScreen';
import { useCurrentRoute } from '@/platform/routing/routeHandle';
import { SideMenu } from './SideMenu';
import { useMenuEntries } from '@/platform/routing/useMenuEntries';

/** The side menu wired to the session, the flags, the public links and the current route. */
export function AccountMenu({ variant }: { variant?: 'side' | 'page' }) {
  const { signOut } = useAuth();
  const entries = useMenuEntries();
  const currentRoute = useCurrentRoute();
  const small = useIsSmallScreen();
  return <SideMenu entries={entries} currentRoute={currentRoute} small={small} onSignOut={() => signOut()} variant={variant ?? 'side'} />;
}

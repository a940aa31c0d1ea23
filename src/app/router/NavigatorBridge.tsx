import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Navigator } from './navigator';

/** Lets the navigator (used by actors outside React) drive the router. Renders nothing. */
export function NavigatorBridge({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((to, options) => void navigate(to, options)), [navigator, navigate]);
  return null;
}

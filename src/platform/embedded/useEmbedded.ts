import { useLocation } from 'react-router';

/**
 * Embedded (stripped) display mode (S0 §1): `?embedded=true` hides the header and the side menu.
 * It is read from the current URL, and it lasts as long as the query string does: every in-app
 * navigation keeps the query (src/platform/navigation), so it persists until the query is dropped.
 */
export const isEmbedded = (search: string) => new URLSearchParams(search).get('embedded') === 'true';

export function useEmbedded(): boolean {
  return isEmbedded(useLocation().search);
}

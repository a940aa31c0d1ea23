import { belowQuery } from '@/styles/breakpoints';
import { useMediaQuery } from '@/ui/useMediaQuery';

/** Below the small breakpoint (575 px): the menu-as-home layout (DECISIONS 14, 15). */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(belowQuery('small'));
}

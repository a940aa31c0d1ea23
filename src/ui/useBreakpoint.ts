import { belowQuery } from '@/styles/breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** The named width band the window is in now (DECISIONS 15); follows resizes. */
export type BreakpointBand = 'small' | 'medium' | 'large' | 'extraLarge';

export function useBreakpoint(): BreakpointBand {
  const belowSmall = useMediaQuery(belowQuery('small'));
  const belowMedium = useMediaQuery(belowQuery('medium'));
  const belowLarge = useMediaQuery(belowQuery('large'));
  if (belowSmall) return 'small';
  if (belowMedium) return 'medium';
  if (belowLarge) return 'large';
  return 'extraLarge';
}

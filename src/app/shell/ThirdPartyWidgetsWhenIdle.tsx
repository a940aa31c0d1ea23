import { lazy, Suspense } from 'react';
import { useIdle } from '@/platform/idle/useIdle';

// The chat's launcher and the survey: their own chunk, loaded once the page has shown and the
// browser is idle (neither is needed for the first paint, and the shell's download stays small).
const ThirdPartyWidgets = lazy(() => import('./ThirdPartyWidgets').then((module) => ({ default: module.ThirdPartyWidgets })));

/**
 * The shell's third-party widgets once the page is idle. The wait is kept here, not in the shell's
 * layout: the page going idle then draws these widgets alone, not the header and the menu again.
 */
export function ThirdPartyWidgetsWhenIdle({ hidden }: { hidden: boolean }) {
  return useIdle() ? (
    <Suspense fallback={null}>
      <ThirdPartyWidgets hidden={hidden} />
    </Suspense>
  ) : null;
}

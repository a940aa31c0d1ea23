import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastShown, wasToastShown } from '@/platform/toasts/toastsShown';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/**
 * Loads the toast region (Radix Toast) and the toast list with the first toast and keeps them from
 * then on: most visits show no toast, so their code stays out of the signed-in shell's download.
 */
export function LazyToastHost() {
  const shown = useSyncExternalStore(subscribeToastShown, wasToastShown, wasToastShown);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { toasts } from './toasts';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/**
 * Loads the toast region (Radix Toast) with the first toast and keeps it from then on: most visits
 * show no toast, so its code stays out of the signed-in shell's download.
 */
export function LazyToastHost() {
  const hasToast = useSelector(toasts, (snapshot) => snapshot.context.toasts.length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasToast && !needed) setNeeded(true);
  if (!needed && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

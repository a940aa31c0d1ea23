import { useCallback, useMemo } from 'react';
import type { ToastShowEvent } from '@machines/shell/toasts.machine';
import { toasts, type ToastsActor } from './toasts';

export type ShowToast = Omit<ToastShowEvent, 'type'>;

/** Shows and dismisses toasts: `useToasts().show({ messageKey: 'toasts.preparingDownload' })`. */
export function useToasts(actor: ToastsActor = toasts) {
  const show = useCallback((toast: ShowToast) => actor.send({ type: 'toasts.show', ...toast }), [actor]);
  const dismiss = useCallback((id: string) => actor.send({ type: 'toasts.dismiss', id }), [actor]);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

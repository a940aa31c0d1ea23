import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ToastRegion } from '@/ui/Toast';
import { toasts, type ToastsActor } from '@/platform/toasts/toasts';

/** Renders the toasts of the app's toast list (once, in App). */
export function ToastHost({ actor = toasts }: { readonly actor?: ToastsActor }) {
  const { t } = useTranslation();
  const list = useSelector(actor, (snapshot) => snapshot.context.toasts);
  return (
    <ToastRegion
      toasts={list.map((toast) => ({
        id: toast.id,
        tone: toast.tone,
        durationMs: toast.durationMs,
        message: t(toast.messageKey, toast.params ?? {}),
      }))}
      onDismiss={(id) => actor.send({ type: 'toasts.dismiss', id })}
      closeLabel={t('toasts.close')}
      label={t('toasts.region')}
    />
  );
}

import * as RadixToast from '@radix-ui/react-toast';
import styles from './Toast.module.scss';

export interface ToastView {
  readonly id: string;
  /** the translated text */
  readonly message: string;
  readonly tone: 'info' | 'success' | 'error';
  readonly durationMs: number;
}

export interface ToastRegionProps {
  readonly toasts: readonly ToastView[];
  /** a toast's time is up, or it was closed */
  readonly onDismiss: (id: string) => void;
  /** accessible name of each toast's × button */
  readonly closeLabel: string;
  /** accessible name of the region (Radix adds the F8 hotkey to it) */
  readonly label: string;
}

/**
 * Toasts over Radix Toast (S1 §2 Toasts, DECISIONS 26): at the top centre, each with its own
 * duration, announced to screen readers (an error assertively, the rest politely). Radix pauses a
 * toast's timer while the pointer or the focus is in the region, and resumes it after.
 */
export function ToastRegion({ toasts, onDismiss, closeLabel, label }: ToastRegionProps) {
  return (
    <RadixToast.Provider swipeDirection="up" label={label}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={[styles.toast, styles[toast.tone]].join(' ')}
          duration={toast.durationMs}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          data-testid="toast"
          data-toast-id={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <RadixToast.Description className={styles.message}>{toast.message}</RadixToast.Description>
          <RadixToast.Close className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}

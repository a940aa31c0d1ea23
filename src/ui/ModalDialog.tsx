import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { DialogProps } from './Dialog';
import styles from './Dialog.module.scss';

/**
 * The modal dialog that <Dialog> (./Dialog.tsx) loads apart from the pages, over Radix Dialog (S1 §2
 * Modals): focus trapped inside, focus returned to the element that had it when the dialog opened,
 * page scroll locked, slide-in animation, a bottom sheet below the small breakpoint. Radix's own Escape and outside-click dismissal are turned off:
 * both are reported to the caller, which keeps the one dialog stack (DECISIONS 36).
 */
export function ModalDialog({
  open,
  title,
  description,
  children,
  closeLabel,
  onEscape,
  onOverlayClick,
  onClose,
  initialFocus,
  wide = false,
}: DialogProps) {
  // The element that had focus when the dialog opened. Radix returns focus only to a
  // Dialog.Trigger; these dialogs are opened through the stack, so the opener is kept here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-testid="dialog-overlay" onClick={onOverlayClick} />
        <RadixDialog.Content
          className={wide ? `${styles.content} ${styles.wide}` : styles.content}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onEscape();
          }}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const first = initialFocus?.current;
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
              return;
            }
            // the opener is gone (e.g. the toolbar of a finished selection): the page's main region
            const main = document.getElementById('main');
            if (main) {
              event.preventDefault();
              main.focus({ preventScroll: true });
            }
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {closeLabel === undefined ? null : (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            )}
          </div>
          {description === undefined ? null : (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

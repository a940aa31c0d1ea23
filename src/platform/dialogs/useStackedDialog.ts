import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { DialogDismissible } from '@machines/shell/dialogStack.machine';
import { preloadDialogs, type DialogProps } from '@/ui/Dialog';
import { onFirstInput } from '@/platform/idle/onFirstInput';
import { dialogStack, type DialogStackActor } from './dialogStack';

export interface StackedDialog {
  readonly isOpen: boolean;
  open(): void;
  close(): void;
  /** what <Dialog> needs: spread into it */
  readonly dialogProps: Pick<DialogProps, 'open' | 'onEscape' | 'onOverlayClick' | 'onClose'>;
}

const allDismissible: DialogDismissible = { escape: true, overlay: true };

let dialogsAsked = false;

/**
 * The dialogs' code comes apart from the pages' (src/ui/Dialog.tsx): asked for on the customer's
 * first input on a page with a dialog, before the click that opens one. Once per page load, however
 * many dialogs the page has; the listeners go with that first input.
 */
function askForDialogsOnFirstInput() {
  if (dialogsAsked) return;
  dialogsAsked = true;
  onFirstInput(() => void preloadDialogs());
}

/**
 * One dialog of the stack, by id: open and close it, and hand <Dialog> its props. Escape and
 * overlay clicks go through the stack, which closes only the top-most dialog that allows it.
 * A dialog still open when its component unmounts leaves the stack.
 */
export function useStackedDialog(
  id: string,
  dismissible: DialogDismissible = allDismissible,
  actor: DialogStackActor = dialogStack,
): StackedDialog {
  const isOpen = useSelector(actor, (snapshot) => snapshot.context.stack.some((dialog) => dialog.id === id));
  const { escape, overlay } = dismissible;
  const open = useCallback(
    () => actor.send({ type: 'dialogStack.open', id, dismissible: { escape, overlay } }),
    [actor, id, escape, overlay],
  );
  const close = useCallback(() => actor.send({ type: 'dialogStack.close', id }), [actor, id]);
  useEffect(() => () => actor.send({ type: 'dialogStack.close', id }), [actor, id]);
  useEffect(askForDialogsOnFirstInput, []);
  return useMemo(
    () => ({
      isOpen,
      open,
      close,
      dialogProps: {
        open: isOpen,
        onEscape: () => actor.send({ type: 'dialogStack.escape' }),
        onOverlayClick: () => actor.send({ type: 'dialogStack.overlay', id }),
        onClose: close,
      },
    }),
    [isOpen, open, close, actor, id],
  );
}

/** Whether any dialog is open, following changes (for the photo preview's Escape, DECISIONS 36). */
export function useIsAnyDialogOpen(actor: DialogStackActor = dialogStack): boolean {
  return useSelector(actor, (snapshot) => snapshot.context.stack.length > 0);
}

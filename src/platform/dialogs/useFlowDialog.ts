import { useEffect, useRef } from 'react';
import { useLatest } from '../hooks/useLatest';
import { useStackedDialog } from './useStackedDialog';

/**
 * A dialog of the one dialog stack whose open state a flow machine owns: it opens while the machine
 * wants it open, and cannot be dismissed (Escape, overlay, ×) while `busy` (a delete on its way).
 * When the stack closes it (Escape, overlay, ×), `onDismiss` tells the machine (its cancel event).
 * `closesOnOverlay: false` keeps it open on an overlay click even when not busy (the upload modal).
 */
export function useFlowDialog(id: string, wantOpen: boolean, busy: boolean, onDismiss: () => void, closesOnOverlay = true) {
  const dialog = useStackedDialog(id, { escape: !busy, overlay: !busy && closesOnOverlay });
  const { open, close, isOpen } = dialog;
  const wasOpen = useRef(false);
  const dismiss = useLatest(onDismiss);
  // open (again, with the current dismissibility) or close as the machine says
  useEffect(() => {
    if (wantOpen) open();
    else close();
  }, [wantOpen, busy, open, close]);
  // closed by the stack while the machine still wants it open: the customer dismissed it
  useEffect(() => {
    if (wasOpen.current && !isOpen && wantOpen) dismiss.current();
    wasOpen.current = isOpen;
  }, [isOpen, wantOpen, dismiss]);
  return dialog;
}

import { useState, type ReactNode, type RefObject } from 'react';
import { lazyComponent } from './lazyComponent';

export interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** accessible name of the × button; no × button without it */
  readonly closeLabel?: string;
  /** Escape was pressed while this dialog is the top-most layer (the caller decides whether it closes) */
  readonly onEscape: () => void;
  /** the overlay around this dialog was clicked (the caller decides whether it closes) */
  readonly onOverlayClick: () => void;
  /** the × button was used */
  readonly onClose: () => void;
  /** what takes the focus as the dialog opens (a field to fill); the first focusable element without it */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** room for a grid (the add-photos picker): wider on large screens; a bottom sheet still on small ones */
  readonly wide?: boolean;
}

const ModalDialog = lazyComponent(() => import('./ModalDialog').then((module) => module.ModalDialog));

/**
 * Loads the dialogs' code ahead of the first one that opens (useStackedDialog calls it on the
 * customer's first input on a page with a dialog): Radix Dialog, its focus trap and scroll lock,
 * some 14 KB gzip that no page needs for its first paint.
 */
export const preloadDialogs = ModalDialog.preload;

/**
 * A modal dialog (S1 §2 Modals; ./ModalDialog.tsx): focus trapped inside and returned to its opener,
 * page scroll locked, a bottom sheet on small screens, Escape and overlay clicks reported to the
 * caller. Draws nothing until it first opens, as a closed Radix dialog draws nothing either; from
 * then on it stays mounted, so that its closing animation and focus return run.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <ModalDialog {...props} /> : null;
}

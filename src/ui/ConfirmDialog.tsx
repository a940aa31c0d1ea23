import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { ButtonRow } from './ButtonRow';
import { Dialog, type DialogProps } from './Dialog';
import styles from './ConfirmDialog.module.scss';

export interface ConfirmDialogLabels {
  readonly confirm: string;
  /** the confirm button's text while the flow is submitting */
  readonly submitting: string;
  readonly cancel: string;
  /** accessible name of the × button */
  readonly close: string;
}

export interface ConfirmDialogProps {
  /** the stack's props of this dialog (useFlowDialog(...).dialogProps) */
  readonly dialog: Pick<DialogProps, 'open' | 'onEscape' | 'onOverlayClick' | 'onClose'>;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly labels: ConfirmDialogLabels;
  /** the flow's request is on its way: confirm shows it and does nothing, cancel and × are off */
  readonly submitting: boolean;
  /** why the last try failed; shown inside the dialog, which stays open */
  readonly error?: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** what takes the focus as the dialog opens (a field); the first focusable element without it */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** fields or text between the description and the buttons */
  readonly children?: ReactNode;
}

/**
 * The confirm step of a flow in a modal (S1 §2 Modals; DECISIONS 27): title, text, optional fields,
 * Cancel and the confirm action. The flow's machine owns it: while it submits, confirm keeps the
 * focus but is `aria-disabled` and shows the submitting text, and the dialog cannot be dismissed;
 * a failure shows as an alert inside the dialog, which stays open for another try. Submitting the
 * form (Enter in a field) confirms.
 */
export function ConfirmDialog({
  dialog,
  title,
  description,
  labels,
  submitting,
  error,
  onConfirm,
  onCancel,
  initialFocus,
  children,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onConfirm();
  };
  return (
    <Dialog
      {...dialog}
      title={title}
      {...(description === undefined ? {} : { description })}
      {...(initialFocus ? { initialFocus } : {})}
      {...(submitting ? {} : { closeLabel: labels.close })}
    >
      <form onSubmit={submit} noValidate>
        {error ? (
          <Alert tone="error" role="alert" className={styles.alert}>
            {error}
          </Alert>
        ) : null}
        {children}
        <ButtonRow align="end">
          <Button variant="secondary" disabled={submitting} onClick={onCancel}>
            {labels.cancel}
          </Button>
          <Button type="submit" aria-disabled={submitting}>
            {submitting ? labels.submitting : labels.confirm}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

// What a confirm flow (machines/shared/confirmFlow.ts) gives its ConfirmDialog: the dialog of the
// one stack, open while the flow is in its confirm step or acting (or, for a flow whose progress
// and failure show elsewhere, in the confirm step only); submitting while the flow is `busy`; the
// failure text while it has its `error` tag; confirm and cancel as the flow's own events.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { ConfirmDialogProps } from '@/ui/ConfirmDialog';
import { useFlowDialog } from '../dialogs/useFlowDialog';

/** What the dialog sends a confirm flow. */
export type ConfirmFlowControl<TId extends string> = { type: `${TId}.confirm` } | { type: `${TId}.cancel` };

/** What the dialog reads of a confirm flow's snapshot. */
export type ConfirmFlowSnapshot = Snapshot<unknown> & {
  hasTag(tag: 'busy' | 'error'): boolean;
  can(event: { type: string }): boolean;
};

/** A running confirm flow with the id `TId` (the prefix of its events). */
export type ConfirmFlowActor<TId extends string> = Pick<
  ActorRef<ConfirmFlowSnapshot, ConfirmFlowControl<TId>>,
  'send' | 'getSnapshot' | 'subscribe'
>;

export interface ConfirmDialogOptions<TId extends string> {
  /** the flow's id: its events are `<flow>.confirm` and `<flow>.cancel` */
  flow: TId;
  /** the dialog's id in the dialog stack */
  dialogId: string;
  /** what the dialog says when the act failed (the spec's text) */
  failure?: ReactNode;
  /** the dialog is the confirm step only: the progress and the failure show outside it */
  stepOnly?: boolean;
}

export type ConfirmDialogFlowProps = Pick<ConfirmDialogProps, 'dialog' | 'submitting' | 'error' | 'onConfirm' | 'onCancel'>;

/** The ConfirmDialog props a confirm flow's actor makes (see the file's comment). */
export function useConfirmDialog<TId extends string>(
  actor: ConfirmFlowActor<TId>,
  { flow, dialogId, failure = null, stepOnly = false }: ConfirmDialogOptions<TId>,
): ConfirmDialogFlowProps {
  const cancelType = `${flow}.cancel` as const;
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const asking = useSelector(actor, (snapshot) => snapshot.status === 'active' && snapshot.can({ type: cancelType }));
  const open = stepOnly ? asking && !failed : asking || busy;
  const submitting = !stepOnly && busy;
  const onCancel = () => actor.send({ type: cancelType });
  const dialog = useFlowDialog(dialogId, open, submitting, onCancel);
  return {
    dialog: dialog.dialogProps,
    submitting,
    error: failed && !stepOnly ? failure : null,
    onConfirm: () => actor.send({ type: `${flow}.confirm` }),
    onCancel,
  };
}

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

/** What a view of a confirm flow reads and sends. */
interface ConfirmFlowView {
  /** in the confirm step or failed: confirm and cancel are offered */
  asking: boolean;
  /** the act is on its way */
  busy: boolean;
  /** the act failed */
  failed: boolean;
  confirm: () => void;
  cancel: () => void;
}

/** A confirm flow's state and its confirm and cancel. */
function useConfirmFlow<TId extends string>(actor: ConfirmFlowActor<TId>, flow: TId): ConfirmFlowView {
  const cancelType = `${flow}.cancel` as const;
  return {
    asking: useSelector(actor, (snapshot) => snapshot.status === 'active' && snapshot.can({ type: cancelType })),
    busy: useSelector(actor, (snapshot) => snapshot.hasTag('busy')),
    failed: useSelector(actor, (snapshot) => snapshot.hasTag('error')),
    confirm: () => actor.send({ type: `${flow}.confirm` }),
    cancel: () => actor.send({ type: cancelType }),
  };
}

export type ConfirmDialogFlowProps = Pick<ConfirmDialogProps, 'dialog' | 'submitting' | 'error' | 'onConfirm' | 'onCancel'>;

/** The ConfirmDialog props a confirm flow's actor makes (see the file's comment). */
export function useConfirmDialog<TId extends string>(
  actor: ConfirmFlowActor<TId>,
  { flow, dialogId, failure = null, stepOnly = false }: ConfirmDialogOptions<TId>,
): ConfirmDialogFlowProps {
  const { asking, busy, failed, confirm, cancel } = useConfirmFlow(actor, flow);
  const open = stepOnly ? asking && !failed : asking || busy;
  const submitting = !stepOnly && busy;
  const dialog = useFlowDialog(dialogId, open, submitting, cancel);
  return { dialog: dialog.dialogProps, submitting, error: failed && !stepOnly ? failure : null, onConfirm: confirm, onCancel: cancel };
}

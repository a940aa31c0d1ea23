// Taking a widget offline (S0 §7 Widgets: DELETE /v1/widget/:productCode) behind a confirm dialog
// (the confirm flow, ../shared/confirmFlow.ts). On success the machine emits `widgetDelete.done` and
// the wiring goes back to the list; a failure shows in the dialog, which stays open for another try
// (DECISIONS 27).
import { createConfirmFlowMachine } from '../shared/confirmFlow';

export interface WidgetDeleteInput {
  productCode: string;
}

export const widgetDeleteMachine = createConfirmFlowMachine({
  id: 'widgetDelete',
  description: 'Takes one widget offline after the customer confirms.',
  descriptions: {
    closed: 'The delete button is offered; no dialog is open.',
    confirming: 'The confirm dialog asks whether to take the product offline.',
    inProgress: 'The delete is on its way; the dialog cannot be dismissed.',
    done: 'The widget is offline; the page goes back to the list.',
    failed: 'The delete failed: the dialog shows why and stays open; confirm tries again, cancel closes it.',
  },
  /** DELETE /v1/widget/:productCode */
  act: 'deleteWidget',
  actInput: (context) => context,
  context: (input: WidgetDeleteInput) => ({ productCode: input.productCode }),
  payload: (context) => ({ productCode: context.productCode }),
  afterDone: 'final',
});

export type WidgetDeleteMachine = typeof widgetDeleteMachine;

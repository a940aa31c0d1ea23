// Deleting one saved project (spec S0 §4 "Saved project delete"), a confirm flow
// (../shared/confirmFlow.ts) in the spec's request states: the customer asks, confirms in a dialog,
// and the item goes InProgress; on error it goes Failed, stays in the list and shows its error, with
// Try again (a confirm: the customer confirmed already); on success it is Finished and emits
// `savedProjectDelete.done`, on which the collection clears its items and pages and fetches the
// current page again. One actor per item on screen; the request state is the item's.
import { createConfirmFlowMachine } from '../shared/confirmFlow';
import { failureOf } from '../shared/failureReason';

export interface SavedProjectDeleteContext {
  projectId: string;
  /** the failed delete's message text; null otherwise */
  error: string | null;
  /** the i18n key the error names for the customer ('Request failure'), if any */
  errorKey: string | null;
}

export const savedProjectDeleteMachine = createConfirmFlowMachine({
  id: 'savedProjectDelete',
  description: 'Deletes one saved project after a confirm; a failure stays on the item with Try again.',
  names: { closed: 'NotRequested' },
  descriptions: {
    closed: 'The item as listed, with its Delete button.',
    confirming: 'The confirm dialog asks whether to delete the project.',
    inProgress: 'The delete is on its way; the item shows it and offers nothing else meanwhile.',
    done: 'The project is deleted; the collection fetches the current page again.',
    failed: 'The delete failed: the item stays, shows the error and offers Try again.',
  },
  /** DELETE /api/v2/project/:id */
  act: 'deleteProject',
  actInput: (context) => ({ projectId: context.projectId }),
  context: (input: { projectId: string }): SavedProjectDeleteContext => ({ projectId: input.projectId, error: null, errorKey: null }),
  confirm: (context) => ({ ...context, error: null, errorKey: null }),
  close: (context) => ({ ...context, error: null, errorKey: null }),
  fail: (context, error) => ({ ...context, ...failureOf(error) }),
  payload: (context) => ({ projectId: context.projectId }),
  afterDone: 'final',
});

export type SavedProjectDeleteMachine = typeof savedProjectDeleteMachine;

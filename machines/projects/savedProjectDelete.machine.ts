// Deleting one saved project (spec S0 §4 "Saved project delete"): the customer asks, confirms in a
// dialog, and the item goes InProgress; on error it goes Failed, stays in the list and shows its
// error, with Try again (no second confirm: the customer confirmed already); on success it is
// Finished and tells the collection (`notifyDeleted`), which clears its items and pages and fetches
// the current page again. One actor per item on screen; the request state is the item's.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/failureReason';

export interface SavedProjectDeleteContext {
  projectId: string;
  /** the failed delete's message text; null otherwise */
  error: string | null;
  /** the i18n key the error names for the customer ('Request failure'), if any */
  errorKey: string | null;
}

export type SavedProjectDeleteEvent =
  | { type: 'projectDelete.request' }
  | { type: 'projectDelete.confirm' }
  | { type: 'projectDelete.cancel' }
  | { type: 'projectDelete.retry' };

export const savedProjectDeleteMachine = setup({
  types: {
    context: {} as SavedProjectDeleteContext,
    events: {} as SavedProjectDeleteEvent,
    input: {} as { projectId: string },
  },
  actors: {
    /** DELETE /api/v2/project/:id; answers the deleted project's id */
    deleteProject: fromPromise<string, { projectId: string }>(async () => {
      throw new Error('savedProjectDelete: the deleteProject actor is not provided');
    }),
  },
  actions: {
    storeError: assign((_, params: { error: unknown }) => failureOf(params.error)),
    clearError: assign({ error: null, errorKey: null }),
    /** the collection learns of the delete (the wiring sends it `projects.deleted`) */
    notifyDeleted: (_, _params: { projectId: string }) => {},
    /** logged to the console and sent to the error reporter (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'savedProjectDelete',
  description: 'Deletes one saved project after a confirm; a failure stays on the item with Try again.',
  context: ({ input }) => ({ projectId: input.projectId, error: null, errorKey: null }),
  initial: 'NotRequested',
  states: {
    NotRequested: {
      description: 'The item as listed, with its Delete button.',
      on: { 'projectDelete.request': 'confirming' },
    },
    confirming: {
      description: 'The confirm dialog asks whether to delete the project.',
      on: {
        'projectDelete.confirm': 'InProgress',
        'projectDelete.cancel': 'NotRequested',
      },
    },
    InProgress: {
      description: 'The delete is on its way; the item shows it and offers nothing else meanwhile.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'deleteProject',
        src: 'deleteProject',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: 'Finished',
        onError: {
          target: 'Failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    Failed: {
      description: 'The delete failed: the item stays, shows the error and offers Try again.',
      tags: ['error'],
      on: { 'projectDelete.retry': 'InProgress' },
    },
    Finished: {
      description: 'The project is deleted; the collection fetches the current page again.',
      type: 'final',
      entry: { type: 'notifyDeleted', params: ({ context }) => ({ projectId: context.projectId }) },
    },
  },
});

export type SavedProjectDeleteMachine = typeof savedProjectDeleteMachine;

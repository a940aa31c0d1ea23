// Delete all photos (spec S1 §2 Modals → Delete all photos, §4 Delete-all flow, §5, §8; DECISIONS 27,
// 30): 'Delete all photos' opens a modal with a text field for the localised confirmation word
// (DELETE in English). On submit the typed word, trimmed, must equal the word exactly (case-sensitive),
// or the field shows its error; there is no check while typing. Then DELETE /photos/all: success goes
// to the photos list (query string kept), scrolls to the top, closes and reloads the library; failure
// keeps the modal open with 'Error: Your photos could not be deleted'.
import { assign, fromPromise, setup } from 'xstate';

export interface DeleteAllInput {
  /** the confirmation word of the app's language (locale file) */
  confirmationWord: string;
}

export interface DeleteAllContext {
  confirmationWord: string;
  /** the text field as typed */
  typed: string;
  /** the last submit did not match the word (shown until the next submit) */
  wordMismatch: boolean;
}

export type DeleteAllEvent =
  { type: 'deleteAll.open' } | { type: 'deleteAll.edit'; typed: string } | { type: 'deleteAll.submit' } | { type: 'deleteAll.cancel' };

/** DECISIONS 30: surrounding spaces trimmed, then an exact, case-sensitive match. */
export function isConfirmationWord(typed: string, word: string): boolean {
  return word !== '' && typed.trim() === word;
}

const editing = {
  'deleteAll.edit': {
    actions: { type: 'setTyped' as const, params: ({ event }: { event: { typed: string } }) => ({ typed: event.typed }) },
  },
};

export const deleteAllMachine = setup({
  types: {
    context: {} as DeleteAllContext,
    events: {} as DeleteAllEvent,
    input: {} as DeleteAllInput,
  },
  actors: {
    /** DELETE /photos/all */
    deleteAllPhotos: fromPromise<undefined>(async () => {
      throw new Error('deleteAll: the deleteAllPhotos actor is not provided');
    }),
  },
  guards: {
    isWordConfirmed: ({ context }) => isConfirmationWord(context.typed, context.confirmationWord),
  },
  actions: {
    setTyped: assign((_, params: { typed: string }) => ({ typed: params.typed })),
    markMismatch: assign({ wordMismatch: true }),
    clearMismatch: assign({ wordMismatch: false }),
    reset: assign({ typed: '', wordMismatch: false }),
    /** to the photos list with its query string (S1 §4) */
    goToPhotos: () => {},
    scrollToTop: () => {},
    /** the library loads again: the empty state shows */
    reloadLibrary: () => {},
    /** logged to the console and sent to the error reporter (S1 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'deleteAll',
  description: 'Deletes the whole photo library after the customer types the confirmation word.',
  context: ({ input }) => ({ confirmationWord: input.confirmationWord, typed: '', wordMismatch: false }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The modal is closed; the page shows "Delete all photos" while not selecting.',
      on: { 'deleteAll.open': { target: 'editing', actions: 'reset' } },
    },
    editing: {
      description: 'The modal asks to type the confirmation word; it is checked on submit only, a mismatch shows the field error.',
      on: {
        ...editing,
        'deleteAll.submit': [{ guard: 'isWordConfirmed', target: 'deleting', actions: 'clearMismatch' }, { actions: 'markMismatch' }],
        'deleteAll.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    deleting: {
      tags: ['busy'],
      description: 'DELETE /photos/all is on its way; the modal cannot be dismissed.',
      invoke: {
        id: 'deleteAllPhotos',
        src: 'deleteAllPhotos',
        onDone: { target: 'closed', actions: ['goToPhotos', 'scrollToTop', 'reset', 'reloadLibrary'] },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      description:
        'The delete failed: the modal stays open with "Error: Your photos could not be deleted"; submit tries again (the word is checked again), cancel closes.',
      on: {
        ...editing,
        'deleteAll.submit': [
          { guard: 'isWordConfirmed', target: 'deleting', actions: 'clearMismatch' },
          { target: 'editing', actions: 'markMismatch' },
        ],
        'deleteAll.cancel': { target: 'closed', actions: 'reset' },
      },
    },
  },
});

export type DeleteAllMachine = typeof deleteAllMachine;

// Delete all photos (spec S1 §2 Modals → Delete all photos, §4 Delete-all flow, §5, §8; DECISIONS 27,
// 30): 'Delete all photos' opens a modal with a text field for the localised confirmation word
// (DELETE in English). On submit the typed word, trimmed, must equal the word exactly (case-sensitive),
// or the field shows its error; there is no check while typing. Then DELETE /photos/all: success emits
// `deleteAll.done` (the page goes to the photos list, query string kept, scrolls to the top and
// reloads the library) and closes; failure keeps the modal open with 'Error: Your photos could not
// be deleted'. The flow is a confirm flow (../../shared/confirmFlow.ts) whose confirm checks the word.
import { createConfirmFlowMachine } from '../../shared/confirmFlow';

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

/** Typing in the field of the confirmation word. */
export type DeleteAllEdit = { type: 'deleteAll.edit'; typed: string };

/** DECISIONS 30: surrounding spaces trimmed, then an exact, case-sensitive match. */
export function isConfirmationWord(typed: string, word: string): boolean {
  return word !== '' && typed.trim() === word;
}

const reset = (context: DeleteAllContext): DeleteAllContext => ({ ...context, typed: '', wordMismatch: false });

export const deleteAllMachine = createConfirmFlowMachine({
  id: 'deleteAll',
  description: 'Deletes the whole photo library after the customer types the confirmation word.',
  descriptions: {
    closed: 'The modal is closed; the page shows "Delete all photos" while not selecting.',
    confirming: 'The modal asks to type the confirmation word; it is checked on confirm only, a mismatch shows the field error.',
    inProgress: 'DELETE /photos/all is on its way; the modal cannot be dismissed.',
    done: 'Everything is deleted: the photos list (query string kept) at the top, the library loads again, and the modal closes.',
    failed:
      'The delete failed: the modal stays open with "Error: Your photos could not be deleted"; confirm tries again (the word is checked again), cancel closes.',
  },
  /** DELETE /photos/all */
  act: 'deleteAllPhotos',
  actInput: () => undefined,
  context: (input: DeleteAllInput): DeleteAllContext => ({ confirmationWord: input.confirmationWord, typed: '', wordMismatch: false }),
  open: reset,
  close: reset,
  confirmation: {
    allows: (context) => isConfirmationWord(context.typed, context.confirmationWord),
    refuse: (context) => ({ ...context, wordMismatch: true }),
  },
  confirm: (context) => ({ ...context, wordMismatch: false }),
  extra: { type: 'deleteAll.edit', update: (context: DeleteAllContext, event: DeleteAllEdit) => ({ ...context, typed: event.typed }) },
  payload: () => ({}),
  afterDone: 'close',
});

export type DeleteAllMachine = typeof deleteAllMachine;

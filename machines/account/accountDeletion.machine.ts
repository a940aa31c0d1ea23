// Account deletion, the request half (spec S0 §4): from the settings page the customer asks to
// delete the account (`request`), confirms in a second step (`confirming`), the request goes out
// (`pending`) and the service mails a confirmation link (`requested`), or it `failed`. The
// confirm-by-token half is accountDeletionConfirmation.machine.ts (the page opened from the mail).
import { fromPromise, setup } from 'xstate';

export type AccountDeletionEvent =
  | { type: 'accountDeletion.start' }
  | { type: 'accountDeletion.cancel' }
  | { type: 'accountDeletion.confirm' }
  | { type: 'accountDeletion.reset' };

export const accountDeletionMachine = setup({
  types: {
    events: {} as AccountDeletionEvent,
  },
  actors: {
    /** POST …/deleteaccount {channel}: resolves on 202 */
    requestAccountDeletion: fromPromise<undefined>(async () => {
      throw new Error('accountDeletion: the requestAccountDeletion actor is not provided');
    }),
  },
  actions: {
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'accountDeletion',
  description: 'Asks the auth service to mail an account-deletion confirmation link.',
  initial: 'request',
  states: {
    request: {
      description: 'The settings page offers "Delete account"; nothing is sent yet.',
      on: { 'accountDeletion.start': 'confirming' },
    },
    confirming: {
      description: 'The confirm step: the customer confirms or cancels the deletion request.',
      on: { 'accountDeletion.confirm': 'pending', 'accountDeletion.cancel': 'request' },
    },
    pending: {
      tags: ['busy'],
      description: 'The deletion request is on its way to the auth service.',
      invoke: {
        id: 'requestAccountDeletion',
        src: 'requestAccountDeletion',
        onDone: { target: 'requested' },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    requested: {
      description: 'The confirmation mail went out: "check your inbox"; the account is deleted once the link is confirmed.',
    },
    failed: {
      tags: ['error'],
      description: 'The request failed; accountDeletion.confirm tries again, accountDeletion.reset goes back.',
      on: { 'accountDeletion.confirm': 'pending', 'accountDeletion.reset': 'request' },
    },
  },
});

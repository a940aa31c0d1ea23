// Account deletion, the confirm-by-token half (spec S0 §2, §4): the page opened from the mailed link
// reads `confirmation-token` and submits it. Success signs the customer out, returning to
// accountDeleted; failure replaces the page with deleteAccountError. DECISIONS 4: a link without its
// token goes straight to the error route and calls nothing. A token belongs to the identity it was
// issued for: opened while signed in as another account, the service answers 404 and the flow fails
// like any bad token (the confirm call is made for the signed-in identity).
import { fromPromise, setup } from 'xstate';
import { ACCOUNT_DELETED_PATH } from './auth.machine';

export const DELETE_ACCOUNT_ERROR_PATH = '/delete-account-error';

export interface AccountDeletionConfirmationInput {
  /** the `confirmation-token` query parameter, null when absent or empty */
  token: string | null;
}

export interface AccountDeletionConfirmationContext {
  token: string | null;
}

export const accountDeletionConfirmationMachine = setup({
  types: {
    context: {} as AccountDeletionConfirmationContext,
    input: {} as AccountDeletionConfirmationInput,
  },
  actors: {
    /** POST …/deleteaccount/:token/actions/confirm → 204; rejects on 404 */
    confirmAccountDeletion: fromPromise<undefined, { token: string }>(async () => {
      throw new Error('accountDeletionConfirmation: the confirmAccountDeletion actor is not provided');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
  },
  actions: {
    /** auth.signOut with this returnTo (the identity provider accepts it as a post-logout address) */
    signOut: (_, _params: { returnTo: string }) => {},
    /** navigate, replacing the confirmation page in the history */
    redirect: (_, _params: { to: string }) => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'accountDeletionConfirmation',
  description: 'Confirms an account deletion with the mailed token, then signs out or shows the error page.',
  context: ({ input }) => ({ token: input.token }),
  initial: 'initial',
  states: {
    initial: {
      description: 'Checks the link: without a token it fails at once and calls nothing (DECISIONS 4).',
      always: [{ guard: 'hasToken', target: 'pending' }, { target: 'failure' }],
    },
    pending: {
      description: 'The token is being confirmed with the auth service.',
      invoke: {
        id: 'confirmAccountDeletion',
        src: 'confirmAccountDeletion',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'success' },
        onError: { target: 'failure', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: {
      description: 'The account is deleted: the customer is signed out and lands on accountDeleted.',
      type: 'final',
      entry: { type: 'signOut', params: { returnTo: ACCOUNT_DELETED_PATH } },
    },
    failure: {
      description: 'Missing, bad, used, expired or foreign token: the page is replaced with deleteAccountError.',
      type: 'final',
      entry: { type: 'redirect', params: { to: DELETE_ACCOUNT_ERROR_PATH } },
    },
  },
});

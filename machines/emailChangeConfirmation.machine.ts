// E-mail change, the confirm-by-token half (spec S0 §2, §4): the page opened from the mailed link
// reads `confirmation-token` and submits it. Success signs the customer out, returning to
// changeEmailSuccess; failure replaces the page with changeEmailError. DECISIONS 4: a link without
// its token goes straight to the error route and calls nothing. A token belongs to the identity it
// was issued for: opened while signed in as another account, the service answers 404 and the flow
// fails like any bad token (the confirm call is made for the signed-in identity).
import { fromPromise, setup } from 'xstate';

export const CHANGE_EMAIL_SUCCESS_PATH = '/change-email-success';
export const CHANGE_EMAIL_ERROR_PATH = '/change-email-error';

export interface EmailChangeConfirmationInput {
  /** the `confirmation-token` query parameter, null when absent or empty */
  token: string | null;
}

export interface EmailChangeConfirmationContext {
  token: string | null;
}

export const emailChangeConfirmationMachine = setup({
  types: {
    context: {} as EmailChangeConfirmationContext,
    input: {} as EmailChangeConfirmationInput,
  },
  actors: {
    /** POST …/emailchanges/:token/actions/confirm → 204; rejects on 404 (bad token) or 409 (taken meanwhile) */
    confirmEmailChange: fromPromise<undefined, { token: string }>(async () => {
      throw new Error('emailChangeConfirmation: the confirmEmailChange actor is not provided');
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
  id: 'emailChangeConfirmation',
  description: 'Confirms an e-mail change with the mailed token, then signs out or shows the error page.',
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
        id: 'confirmEmailChange',
        src: 'confirmEmailChange',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'success' },
        onError: { target: 'failure', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: {
      description: 'Confirmed: the customer is signed out and lands on changeEmailSuccess, to sign in with the new address.',
      type: 'final',
      entry: { type: 'signOut', params: { returnTo: CHANGE_EMAIL_SUCCESS_PATH } },
    },
    failure: {
      description: 'Missing, bad, used, expired or foreign token: the page is replaced with changeEmailError.',
      type: 'final',
      entry: { type: 'redirect', params: { to: CHANGE_EMAIL_ERROR_PATH } },
    },
  },
});

// The confirm-by-token half shared by the mailed-link flows (spec S0 §2, §4): e-mail change and
// account deletion. DECISIONS 4: a link without its token goes straight to the error route and calls
// nothing. A token belongs to the identity it was issued for: opened while signed in as another
// account, the service answers 404 and the flow fails like any bad token.
import { setup } from 'xstate';
import type { PlainRouteName } from '@schemas/routes';
import { notProvided } from '../shared/notProvided';

export interface TokenConfirmationInput {
  /** the `confirmation-token` query parameter, null when absent or empty */
  token: string | null;
}

export interface TokenConfirmationContext {
  token: string | null;
}

export interface TokenConfirmationOptions {
  id: string;
  description: string;
  /** what the confirm call is, for the actor's default error */
  successDescription: string;
  failureDescription: string;
  /** the route sign-out lands on after a confirmed token */
  successRoute: PlainRouteName;
  /** the error route that replaces the page on failure */
  errorRoute: PlainRouteName;
}

/**
 * The confirm-by-token half of a mailed-link flow: check the link, confirm the token, then sign out
 * to `successRoute` or replace the page with `errorRoute`. Routes are named, never written as paths:
 * the wiring resolves them.
 */
export function createTokenConfirmationMachine(options: TokenConfirmationOptions) {
  return setup({
    types: {
      context: {} as TokenConfirmationContext,
      input: {} as TokenConfirmationInput,
    },
    actors: {
      /** the service's confirm call for this token (204, or a rejection for a bad token) */
      confirmToken: notProvided<undefined, { token: string }>(`${options.id}: the confirmToken actor`),
    },
    guards: {
      hasToken: ({ context }) => context.token !== null && context.token !== '',
    },
    actions: {
      /** auth.signOut with this returnTo (the identity provider accepts it as a post-logout address) */
      signOut: (_, _params: { returnTo: PlainRouteName }) => {},
      /** navigate, replacing the confirmation page in the history */
      redirect: (_, _params: { to: PlainRouteName }) => {},
      reportFailure: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id: options.id,
    description: options.description,
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
          id: 'confirmToken',
          src: 'confirmToken',
          input: ({ context }) => ({ token: context.token ?? '' }),
          onDone: { target: 'success' },
          onError: { target: 'failure', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      success: {
        description: options.successDescription,
        type: 'final',
        entry: { type: 'signOut', params: { returnTo: options.successRoute } },
      },
      failure: {
        description: options.failureDescription,
        type: 'final',
        entry: { type: 'redirect', params: { to: options.errorRoute } },
      },
    },
  });
}

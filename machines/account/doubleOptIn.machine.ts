// Newsletter double opt-in confirmation (spec S0 §2, §7): the public page opened from the opt-in mail
// reads `confirmation-token` and `email`, submits them to the mail gateway, and replaces itself with
// the success or the error route (DECISIONS 5). DECISIONS 4: without the token or the e-mail it goes
// straight to the error route and calls nothing.
import { setup } from 'xstate';
import type { PlainRouteName } from '@schemas/routes';
import { notProvided } from '../shared/notProvided';

export interface DoubleOptInInput {
  /** the `confirmation-token` query parameter, null when absent or empty */
  token: string | null;
  /** the `email` query parameter, null when absent or empty */
  email: string | null;
}

export type DoubleOptInContext = DoubleOptInInput;

const present = (value: string | null) => value !== null && value.trim() !== '';

export const doubleOptInMachine = setup({
  types: {
    context: {} as DoubleOptInContext,
    input: {} as DoubleOptInInput,
  },
  actors: {
    /** GET api/v1/Profiles/:email/subscription/confirm/:token → 200; rejects on 404 */
    confirmSubscription: notProvided<undefined, { email: string; token: string }>('doubleOptIn: the confirmSubscription actor'),
  },
  guards: {
    hasTokenAndEmail: ({ context }) => present(context.token) && present(context.email),
  },
  actions: {
    /** navigate, replacing the confirmation page in the history */
    redirect: (_, _params: { to: PlainRouteName }) => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'doubleOptIn',
  description: 'Confirms a newsletter subscription with the mailed token and e-mail address.',
  context: ({ input }) => ({ token: input.token, email: input.email }),
  initial: 'initial',
  states: {
    initial: {
      description: 'Checks the link: without the token or the e-mail it fails at once and calls nothing (DECISIONS 4).',
      always: [{ guard: 'hasTokenAndEmail', target: 'pending' }, { target: 'failure' }],
    },
    pending: {
      description: 'The token and e-mail are being confirmed with the mail gateway.',
      invoke: {
        id: 'confirmSubscription',
        src: 'confirmSubscription',
        input: ({ context }) => ({ email: (context.email ?? '').trim(), token: context.token ?? '' }),
        onDone: { target: 'success' },
        onError: { target: 'failure', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: {
      description: 'Subscribed: the page is replaced with doubleOptInConfirmationSuccess.',
      type: 'final',
      entry: { type: 'redirect', params: { to: 'doubleOptInConfirmationSuccess' } },
    },
    failure: {
      description: 'Missing or bad token or e-mail: the page is replaced with doubleOptInConfirmationError.',
      type: 'final',
      entry: { type: 'redirect', params: { to: 'doubleOptInConfirmationError' } },
    },
  },
});

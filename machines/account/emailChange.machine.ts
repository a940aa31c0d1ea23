// E-mail change, the request half (spec S0 §4): the customer edits the new address (`request`), it
// is checked on submit, sent (`pending`), and the service answers that the confirmation mail went
// out (`received`) or the request `failed`. DECISIONS 3: one failed state with the reason in
// context: 'inUse' (409), 'tooManyRequests' (429) or 'other'. `emailChange.reset` goes back to the
// request. The confirm-by-token half is its own machine (emailChangeConfirmation.machine.ts): it
// runs on another page, opened from the mail, usually in another tab.
import { assign, setup } from 'xstate';
import { EmailChangeRequest } from '@schemas/auth';
import { reasonOf, type ReasonsByStatus } from '../shared/failureReason';
import { notProvided } from '../shared/notProvided';

export type EmailChangeFailure = 'inUse' | 'tooManyRequests' | 'other';
export type EmailValidation = 'required' | 'invalid';

export interface EmailChangeContext {
  /** the new address as typed */
  email: string;
  /** the address the last request was sent for (shown in "We have sent a confirmation link to …") */
  requestedEmail: string | null;
  validation: EmailValidation | null;
  failure: EmailChangeFailure | null;
}

export type EmailChangeEvent = { type: 'emailChange.edit'; email: string } | { type: 'emailChange.submit' } | { type: 'emailChange.reset' };

/** 409 → the address is in use; 429 → too many requests; anything else → other (DECISIONS 3). */
const EMAIL_CHANGE_FAILURES: ReasonsByStatus<EmailChangeFailure> = { 409: 'inUse', 429: 'tooManyRequests' };

export const emailChangeFailureOf = (error: unknown): EmailChangeFailure => reasonOf(error, EMAIL_CHANGE_FAILURES);

function validationOf(email: string): EmailValidation | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  return EmailChangeRequest.shape.email.safeParse(trimmed).success ? null : 'invalid';
}

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
  },
  actors: {
    /** POST …/emailchanges {email, channel}: resolves on 202, rejects with the HttpError otherwise */
    requestEmailChange: notProvided<undefined, { email: string }>('emailChange: the requestEmailChange actor'),
  },
  guards: {
    isEmailValid: ({ context }) => validationOf(context.email) === null,
  },
  actions: {
    setEmail: assign((_, params: { email: string }) => ({ email: params.email, validation: null })),
    markInvalid: assign(({ context }) => ({ validation: validationOf(context.email) })),
    startRequest: assign(({ context }) => ({
      email: context.email.trim(),
      requestedEmail: context.email.trim(),
      failure: null,
      validation: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: emailChangeFailureOf(params.error) })),
    /** the failed request is logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
    clear: assign({ email: '', requestedEmail: null, validation: null, failure: null }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'emailChange',
  description: 'Requests an e-mail change: the service mails a confirmation link to the new address.',
  context: { email: '', requestedEmail: null, validation: null, failure: null },
  initial: 'request',
  states: {
    request: {
      description: 'Editing: the customer types the new address; it is validated on submit (required, a valid e-mail address).',
      on: {
        'emailChange.edit': { actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
        'emailChange.submit': [{ guard: 'isEmailValid', target: 'pending' }, { actions: 'markInvalid' }],
      },
    },
    pending: {
      description: 'The request is on its way to the auth service.',
      entry: 'startRequest',
      invoke: {
        id: 'requestEmailChange',
        src: 'requestEmailChange',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'received' },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    received: {
      description: 'The confirmation mail went out: "check your inbox". emailChange.reset starts over.',
      on: { 'emailChange.reset': { target: 'request', actions: 'clear' } },
    },
    failed: {
      description:
        'The request failed; the reason is in context: inUse (409), tooManyRequests (429) or other. emailChange.reset goes back to editing, keeping the typed address.',
      on: { 'emailChange.reset': { target: 'request', actions: 'clearFailure' } },
    },
  },
});

export type EmailChangeMachine = typeof emailChangeMachine;

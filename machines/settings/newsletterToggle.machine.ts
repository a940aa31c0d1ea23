// The newsletter switch of the settings page (S0 §1 settings; the customer record's `newsletter`
// flag): a choice is saved at once with PATCH /customers/me. While it saves the switch shows the
// choice; a failed save keeps showing it with the error and Try again, and another choice replaces
// it. Decision: the signed-in customer's own address needs no double opt-in here (the opt-in mail
// is for addresses given without an account); the flag is set directly.
import { assign, emit, setup } from 'xstate';
import type { Customer } from '@schemas/customer';
import { notProvided } from '../shared/notProvided';

export interface NewsletterToggleInput {
  subscribed: boolean;
}

export interface NewsletterToggleContext {
  /** as the service has it */
  subscribed: boolean;
  /** the customer's choice while it is saved or after it failed; null otherwise */
  wanted: boolean | null;
}

export type NewsletterToggleEvent = { type: 'newsletterToggle.set'; subscribed: boolean } | { type: 'newsletterToggle.retry' };
export type NewsletterToggleEmitted = { type: 'newsletter.saved'; customer: Customer };

export const newsletterToggleMachine = setup({
  types: {
    context: {} as NewsletterToggleContext,
    events: {} as NewsletterToggleEvent,
    input: {} as NewsletterToggleInput,
    emitted: {} as NewsletterToggleEmitted,
  },
  actors: {
    /** PATCH /customers/me { newsletter } → the customer record */
    saveNewsletter: notProvided<Customer, { subscribed: boolean }>('newsletterToggle: the saveNewsletter actor'),
  },
  actions: {
    want: assign((_, params: { subscribed: boolean }) => ({ wanted: params.subscribed })),
    applySaved: assign((_, params: { customer: Customer }) => ({ subscribed: params.customer.newsletter, wanted: null })),
    announceSaved: emit((_, params: { customer: Customer }) => ({ type: 'newsletter.saved' as const, customer: params.customer })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'newsletterToggle',
  description: 'Saves the newsletter choice of the settings page as soon as it is made.',
  context: ({ input }) => ({ subscribed: input.subscribed, wanted: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The switch shows the saved choice.',
      on: {
        'newsletterToggle.set': { target: 'saving', actions: { type: 'want', params: ({ event }) => ({ subscribed: event.subscribed }) } },
      },
    },
    saving: {
      description: 'The choice is on its way to the customer service; the switch shows it and waits.',
      tags: ['busy'],
      invoke: {
        id: 'saveNewsletter',
        src: 'saveNewsletter',
        input: ({ context }) => ({ subscribed: context.wanted ?? context.subscribed }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'applySaved', params: ({ event }) => ({ customer: event.output }) },
            { type: 'announceSaved', params: ({ event }) => ({ customer: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The choice could not be saved: it stays shown with the error; Try again sends it again, another choice replaces it.',
      tags: ['error'],
      on: {
        'newsletterToggle.retry': 'saving',
        'newsletterToggle.set': { target: 'saving', actions: { type: 'want', params: ({ event }) => ({ subscribed: event.subscribed }) } },
      },
    },
  },
});

export type NewsletterToggleMachine = typeof newsletterToggleMachine;

import { assign, setup } from 'xstate';
import type { ConsentChoice, ConsentPurpose, StoredConsent } from '@schemas/consent';

/**
 * Cookie consent (S0 §1, §3, §5; DECISIONS 17, 38). Starts from what the two consent cookies say
 * (judged by `assessConsent` before the machine starts): a valid choice is in effect at once; no
 * choice or an invalid code asks as on a first visit; a choice of another consent version or older
 * than 13 months asks again. While it asks, nothing non-essential may run: `choice` stays null
 * until the customer decides. Accept all, Reject all and Save choices store the choice (the
 * `storeChoice` action writes both cookies); a stored choice can be reopened from the shell and
 * changed, or the reopened dialog closed leaving it as it was.
 */

export interface CookieConsentInput {
  readonly stored: StoredConsent;
}

export interface CookieConsentContext {
  /** the choice in effect; null while none is stored (nothing non-essential runs) */
  readonly choice: ConsentChoice | null;
  /** the switches of the open dialog */
  readonly draft: ConsentChoice;
  readonly stored: StoredConsent;
}

export type CookieConsentEvent =
  | { type: 'cookieConsent.acceptAll' }
  | { type: 'cookieConsent.rejectAll' }
  | { type: 'cookieConsent.toggle'; purpose: ConsentPurpose }
  | { type: 'cookieConsent.save' }
  | { type: 'cookieConsent.reopen' }
  | { type: 'cookieConsent.close' };

const none: ConsentChoice = { analytics: false, marketing: false };
const all: ConsentChoice = { analytics: true, marketing: true };

/** What the dialog offers in every state that asks: the three ways to decide and the switches. */
const store = {
  type: 'storeChoice',
  params: ({ context }: { context: CookieConsentContext }) => ({ choice: context.choice ?? none }),
} as const;
const deciding = {
  'cookieConsent.acceptAll': { target: 'stored', actions: [{ type: 'decide', params: all }, store] },
  'cookieConsent.rejectAll': { target: 'stored', actions: [{ type: 'decide', params: none }, store] },
  'cookieConsent.save': { target: 'stored', actions: ['decideDraft', store] },
  'cookieConsent.toggle': { actions: ['toggle'] },
} as const;

export const cookieConsentMachine = setup({
  types: {
    input: {} as CookieConsentInput,
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
  },
  actions: {
    /** writes the code cookie and the record cookie (the wiring's; nothing by default) */
    storeChoice: (_, _params: { choice: ConsentChoice }) => undefined,
    decide: assign((_, params: ConsentChoice) => ({ choice: params, draft: params })),
    decideDraft: assign(({ context }) => ({ choice: context.draft })),
    toggle: assign(({ context, event }) =>
      event.type === 'cookieConsent.toggle' ? { draft: { ...context.draft, [event.purpose]: !context.draft[event.purpose] } } : {},
    ),
    startDraft: assign(({ context }) => ({ draft: context.choice ?? none })),
  },
  guards: {
    hasValidChoice: ({ context }) => context.stored.kind === 'valid',
    isExpiredChoice: ({ context }) => context.stored.kind === 'expired',
  },
}).createMachine({
  id: 'cookieConsent',
  description: 'Asks for cookie consent on a first visit or when the stored choice expired; keeps the choice in effect.',
  context: ({ input }) => ({
    stored: input.stored,
    choice: input.stored.kind === 'valid' ? input.stored.choice : null,
    draft: input.stored.kind === 'valid' ? input.stored.choice : none,
  }),
  initial: 'reading',
  states: {
    reading: {
      description: 'Judges what the consent cookies said at start.',
      always: [{ guard: 'hasValidChoice', target: 'stored' }, { guard: 'isExpiredChoice', target: 'expired' }, { target: 'firstVisit' }],
    },
    firstVisit: {
      description: 'No choice stored (or an invalid code): the dialog asks, every switch off; nothing non-essential runs.',
      tags: ['asking'],
      on: deciding,
    },
    expired: {
      description: 'The stored choice is of another consent version or older than 13 months: the dialog asks again, every switch off.',
      tags: ['asking'],
      on: deciding,
    },
    stored: {
      description: 'A choice is in effect: read from the cookies at start, or just made and written to them.',
      tags: ['decided'],
      on: { 'cookieConsent.reopen': { target: 'reopened', actions: ['startDraft'] } },
    },
    reopened: {
      description: 'The customer opened the consent from the shell: the switches show the choice in effect, which stays until a new one.',
      tags: ['asking', 'decided', 'closable'],
      on: { ...deciding, 'cookieConsent.close': 'stored' },
    },
  },
});

// Sharing a widget by e-mail (S0 §3, §5, §7 Widgets; DECISIONS 18): the recipient's address and a
// personal message (empty by default, no links), sent in the sender's name the page gives (the
// account's own name from the customer record, or the shop's): the service mails anyone the
// customer names, so the sender is never free text. Submit checks the form first; the service then
// mails the recipient. A failure keeps everything typed; after a share the form is ready for the
// next recipient, keeping the message.
import { assign, setup } from 'xstate';
import { SHARE_MESSAGE_MAX, ShareRecipient, hasLink } from '@schemas/widgets';
import { reasonOf, type ReasonsByStatus } from '../shared/failureReason';
import { notProvided } from '../shared/notProvided';

/** Why a widget call failed, as the widget screens tell it (sharing here, and the gallery entry's
 * changes): the order is on hold for review (409), the service refused what was sent (400), too
 * many shares for now (429), or anything else (a 5xx, no response, a body that did not parse). */
export type WidgetFailure = 'blocked' | 'invalid' | 'tooMany' | 'other';

const WIDGET_FAILURES: ReasonsByStatus<WidgetFailure> = { 409: 'blocked', 400: 'invalid', 429: 'tooMany' };

export const widgetFailureOf = (error: unknown): WidgetFailure => reasonOf(error, WIDGET_FAILURES);

export const SHARE_FIELDS = ['toEmailAddress', 'personalMessage'] as const;
export type ShareField = (typeof SHARE_FIELDS)[number];
export type ShareForm = Record<ShareField, string>;
/** What is wrong with a field ('links': the message holds a link, which a share may not carry). */
export type ShareFieldError = 'required' | 'invalid' | 'tooLong' | 'links';
export type ShareFieldErrors = Partial<Record<ShareField, ShareFieldError>>;

export interface WidgetShareInput {
  widgetId: string;
  vendorId: string;
  /** whom the mail comes from: the account's own name (customer record), or the shop's name */
  fromName: string;
}

export interface WidgetShareContext {
  widgetId: string;
  vendorId: string;
  fromName: string;
  form: ShareForm;
  errors: ShareFieldErrors;
  /** the recipient of the last share that went out */
  sentTo: string | null;
  failure: WidgetFailure | null;
}

export type WidgetShareEvent =
  | { type: 'widgetShare.edit'; field: ShareField; value: string }
  | { type: 'widgetShare.submit' }
  | { type: 'widgetShare.another' }
  /** the vendor as the merchandise service names it, once it has answered (after first paint) */
  | { type: 'widgetShare.vendor'; vendorId: string };

/** What the service is sent. */
export interface ShareRequest {
  widgetId: string;
  vendorId: string;
  fromName: string;
  personalMessage: string;
  toEmailAddress: string;
}

/** The form checked as the service checks it (schemas/widgets.ts): the first problem of each field. */
export function validateShareForm(form: ShareForm): ShareFieldErrors {
  const errors: ShareFieldErrors = {};
  const to = form.toEmailAddress.trim();
  if (to === '') errors.toEmailAddress = 'required';
  else if (!ShareRecipient.safeParse(to).success) errors.toEmailAddress = 'invalid';
  if (form.personalMessage.length > SHARE_MESSAGE_MAX) errors.personalMessage = 'tooLong';
  else if (hasLink(form.personalMessage)) errors.personalMessage = 'links';
  return errors;
}

const requestOf = (context: WidgetShareContext): ShareRequest => ({
  widgetId: context.widgetId,
  vendorId: context.vendorId,
  fromName: context.fromName,
  personalMessage: context.form.personalMessage,
  toEmailAddress: context.form.toEmailAddress.trim(),
});

export const widgetShareMachine = setup({
  types: {
    context: {} as WidgetShareContext,
    events: {} as WidgetShareEvent,
    input: {} as WidgetShareInput,
  },
  actors: {
    /** PUT /v1/widget/:id/share */
    share: notProvided<undefined, ShareRequest>('widgetShare: the share actor'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateShareForm(context.form)).length === 0,
  },
  actions: {
    setField: assign(({ context }, params: { field: ShareField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [params.field]: params.value }, errors };
    }),
    markInvalid: assign(({ context }) => ({ errors: validateShareForm(context.form) })),
    startRequest: assign({ failure: null, errors: {} }),
    markSent: assign(({ context }) => ({ sentTo: context.form.toEmailAddress.trim() })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: widgetFailureOf(params.error) })),
    clearRecipient: assign(({ context }) => ({ form: { ...context.form, toEmailAddress: '' }, sentTo: null })),
    keepVendor: assign((_, params: { vendorId: string }) => ({ vendorId: params.vendorId })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'widgetShare',
  description: 'Shares one widget by e-mail.',
  context: ({ input }) => ({
    widgetId: input.widgetId,
    vendorId: input.vendorId,
    fromName: input.fromName,
    form: { toEmailAddress: '', personalMessage: '' },
    errors: {},
    sentTo: null,
    failure: null,
  }),
  initial: 'Editing',
  on: {
    // the merchandise service is asked after the first paint: a form shown before it answered
    // sends the vendor it names from then on (a share already under way keeps what it sent)
    'widgetShare.vendor': { actions: { type: 'keepVendor', params: ({ event }) => ({ vendorId: event.vendorId }) } },
  },
  states: {
    Editing: {
      description: 'The customer fills in the recipient and a message; submit checks the form.',
      on: {
        'widgetShare.edit': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'widgetShare.submit': [{ guard: 'isFormValid', target: 'RequestInProgress' }, { actions: 'markInvalid' }],
      },
    },
    RequestInProgress: {
      description: 'The share is on its way to the widgets service (PUT …/share).',
      tags: ['busy'],
      entry: 'startRequest',
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'Shared', actions: 'markSent' },
        onError: {
          target: 'RequestFailed',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    Shared: {
      description: 'The mail went out: a success message names the recipient; the customer may share with someone else.',
      on: { 'widgetShare.another': { target: 'Editing', actions: 'clearRecipient' } },
    },
    RequestFailed: {
      description:
        'The share failed; the reason is in context (blocked, invalid, tooMany, other) and everything typed is kept. Editing or sending again (Try again) is possible.',
      tags: ['error'],
      on: {
        'widgetShare.edit': {
          target: 'Editing',
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'widgetShare.submit': [
          { guard: 'isFormValid', target: 'RequestInProgress' },
          { target: 'Editing', actions: 'markInvalid' },
        ],
      },
    },
  },
});

export type WidgetShareMachine = typeof widgetShareMachine;

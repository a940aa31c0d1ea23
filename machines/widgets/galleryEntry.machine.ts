// A widget's entry in the brand's public gallery of the app's channel (S0 §4 "Widget gallery entry:
// create, read, update and delete each have their own request state"; §7 Gallery). Reading loads
// the entry (or none) with the gallery's categories; the customer then publishes the widget
// (create), changes its title, description or category (update) or takes it out (delete). Each of
// the four keeps its own request state (NotRequested, InProgress, Finished, Failed) in context, and
// a failure keeps the form as typed. A widget of an order on hold for review is not published or
// changed (the service would answer 409); taking an entry out stays possible.
import { assign, setup } from 'xstate';
import type { RequestState } from '@schemas/common';
import { GALLERY_DESCRIPTION_MAX, GALLERY_TITLE_MAX, type Category, type GalleryEntry, type GalleryEntryText } from '@schemas/widgets';
import { widgetFailureOf, type WidgetFailure } from './widgetShare.machine';
import { notProvided } from '../shared/notProvided';

export const GALLERY_FIELDS = ['categoryId', 'title', 'description'] as const;
export type GalleryField = (typeof GALLERY_FIELDS)[number];
export type GalleryForm = Record<GalleryField, string>;
export type GalleryFieldErrors = Partial<Record<GalleryField, 'required' | 'tooLong'>>;

export type GalleryRequest = 'create' | 'read' | 'update' | 'delete';
export type GalleryRequests = Record<GalleryRequest, RequestState>;

export interface GalleryData {
  entry: GalleryEntry | null;
  categories: Category[];
}

export interface GalleryEntryInput {
  widgetId: string;
  channel: string;
  /** false when the widget's order is on hold for review */
  allowed: boolean;
}

export interface GalleryEntryContext {
  widgetId: string;
  channel: string;
  allowed: boolean;
  categories: Category[];
  entry: GalleryEntry | null;
  form: GalleryForm;
  errors: GalleryFieldErrors;
  requests: GalleryRequests;
  /** the create, update or delete asked for last: the one whose outcome the section reports */
  lastChange: Exclude<GalleryRequest, 'read'> | null;
  /** why the last create, update or delete failed */
  failure: WidgetFailure | null;
}

export type GalleryEntryEvent =
  | { type: 'galleryEntry.edit'; field: GalleryField; value: string }
  | { type: 'galleryEntry.submit' }
  | { type: 'galleryEntry.delete' }
  | { type: 'galleryEntry.retry' };

export interface GalleryTarget {
  widgetId: string;
  channel: string;
}
/** A create or an update: the entry's widget and channel, and what the customer wrote. */
export type GalleryChange = GalleryTarget & { text: GalleryEntryText };

const EMPTY_FORM: GalleryForm = { categoryId: '', title: '', description: '' };

const formOf = (entry: GalleryEntry | null): GalleryForm =>
  entry ? { categoryId: entry.categoryId, title: entry.title, description: entry.description } : EMPTY_FORM;

/** The form checked as the service checks it (schemas/widgets.ts GalleryEntryText). */
export function validateGalleryForm(form: GalleryForm): GalleryFieldErrors {
  const errors: GalleryFieldErrors = {};
  if (form.categoryId === '') errors.categoryId = 'required';
  if (form.title.trim() === '') errors.title = 'required';
  else if (form.title.trim().length > GALLERY_TITLE_MAX) errors.title = 'tooLong';
  if (form.description.trim().length > GALLERY_DESCRIPTION_MAX) errors.description = 'tooLong';
  return errors;
}

const textOf = (form: GalleryForm): GalleryEntryText => ({
  categoryId: form.categoryId,
  title: form.title.trim(),
  description: form.description.trim(),
});

const target = (context: GalleryEntryContext): GalleryTarget => ({ widgetId: context.widgetId, channel: context.channel });

export const galleryEntryMachine = setup({
  types: {
    context: {} as GalleryEntryContext,
    events: {} as GalleryEntryEvent,
    input: {} as GalleryEntryInput,
  },
  actors: {
    /** GET /v1/galleryentries/:widgetId?channel (null on 404) and GET /v1/categories */
    readEntry: notProvided<GalleryData, GalleryTarget>('galleryEntry: the readEntry actor'),
    /** POST /v1/galleryentries/ */
    createEntry: notProvided<GalleryEntry, GalleryChange>('galleryEntry: the createEntry actor'),
    /** PUT /v1/galleryentries/:widgetId?channel */
    updateEntry: notProvided<GalleryEntry, GalleryChange>('galleryEntry: the updateEntry actor'),
    /** DELETE /v1/galleryentries/:widgetId?channel */
    deleteEntry: notProvided<undefined, GalleryTarget>('galleryEntry: the deleteEntry actor'),
  },
  guards: {
    hasEntry: (_, params: { data: GalleryData }) => params.data.entry !== null,
    canSubmit: ({ context }) => context.allowed && Object.keys(validateGalleryForm(context.form)).length === 0,
    /** the widget's order is not on hold: publishing and changing are offered */
    isAllowed: ({ context }) => context.allowed,
  },
  actions: {
    request: assign(({ context }, params: { request: GalleryRequest; state: RequestState }) => ({
      requests: { ...context.requests, [params.request]: params.state },
      lastChange: params.request === 'read' ? context.lastChange : params.request,
    })),
    storeData: assign((_, params: { data: GalleryData }) => ({
      entry: params.data.entry,
      categories: params.data.categories,
      form: formOf(params.data.entry),
    })),
    storeEntry: assign((_, params: { entry: GalleryEntry }) => ({ entry: params.entry, form: formOf(params.entry), failure: null })),
    clearEntry: assign({ entry: null, form: EMPTY_FORM, failure: null }),
    setField: assign(({ context }, params: { field: GalleryField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [params.field]: params.value }, errors };
    }),
    markInvalid: assign(({ context }) => ({ errors: validateGalleryForm(context.form) })),
    startChange: assign({ failure: null, errors: {} }),
    /** a create, update or delete failed: its request state and why */
    failChange: assign(({ context }, params: { request: Exclude<GalleryRequest, 'read'>; error: unknown }) => ({
      requests: { ...context.requests, [params.request]: 'Failed' as const },
      failure: widgetFailureOf(params.error),
    })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'galleryEntry',
  description: 'Publishes a widget in the gallery, changes its entry or takes it out.',
  context: ({ input }) => ({
    widgetId: input.widgetId,
    channel: input.channel,
    allowed: input.allowed,
    categories: [],
    entry: null,
    form: EMPTY_FORM,
    errors: {},
    requests: { create: 'NotRequested', read: 'NotRequested', update: 'NotRequested', delete: 'NotRequested' },
    lastChange: null,
    failure: null,
  }),
  initial: 'Reading',
  states: {
    Reading: {
      description: 'The entry (if any) and the categories are on their way: read is InProgress.',
      tags: ['busy'],
      entry: { type: 'request', params: { request: 'read', state: 'InProgress' } },
      invoke: {
        id: 'readEntry',
        src: 'readEntry',
        input: ({ context }) => target(context),
        onDone: [
          {
            guard: { type: 'hasEntry', params: ({ event }) => ({ data: event.output }) },
            target: 'Published',
            actions: [
              { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
              { type: 'request', params: { request: 'read', state: 'Finished' } },
            ],
          },
          {
            target: 'NotPublished',
            actions: [
              { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
              { type: 'request', params: { request: 'read', state: 'Finished' } },
            ],
          },
        ],
        onError: {
          target: 'ReadFailed',
          actions: [
            { type: 'request', params: { request: 'read', state: 'Failed' } },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ReadFailed: {
      description: 'The read failed (read is Failed): the section shows its error with Try again.',
      tags: ['error'],
      on: { 'galleryEntry.retry': 'Reading' },
    },
    NotPublished: {
      description: 'The widget is not in the gallery: the form publishes it (a failed create keeps what was typed).',
      on: {
        'galleryEntry.edit': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'galleryEntry.submit': [
          { guard: 'canSubmit', target: 'Creating' },
          { guard: 'isAllowed', actions: 'markInvalid' },
        ],
      },
    },
    Creating: {
      description: 'The entry is being created (create is InProgress).',
      tags: ['busy'],
      entry: ['startChange', { type: 'request', params: { request: 'create', state: 'InProgress' } }],
      invoke: {
        id: 'createEntry',
        src: 'createEntry',
        input: ({ context }) => ({ ...target(context), text: textOf(context.form) }),
        onDone: {
          target: 'Published',
          actions: [
            { type: 'storeEntry', params: ({ event }) => ({ entry: event.output }) },
            { type: 'request', params: { request: 'create', state: 'Finished' } },
          ],
        },
        onError: {
          target: 'NotPublished',
          actions: [
            { type: 'failChange', params: ({ event }) => ({ request: 'create', error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    Published: {
      description: 'The widget is in the gallery: the form changes its entry, and it can be taken out.',
      on: {
        'galleryEntry.edit': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'galleryEntry.submit': [
          { guard: 'canSubmit', target: 'Updating' },
          { guard: 'isAllowed', actions: 'markInvalid' },
        ],
        'galleryEntry.delete': 'Deleting',
      },
    },
    Updating: {
      description: 'The changed entry is on its way (update is InProgress).',
      tags: ['busy'],
      entry: ['startChange', { type: 'request', params: { request: 'update', state: 'InProgress' } }],
      invoke: {
        id: 'updateEntry',
        src: 'updateEntry',
        input: ({ context }) => ({ ...target(context), text: textOf(context.form) }),
        onDone: {
          target: 'Published',
          actions: [
            { type: 'storeEntry', params: ({ event }) => ({ entry: event.output }) },
            { type: 'request', params: { request: 'update', state: 'Finished' } },
          ],
        },
        onError: {
          target: 'Published',
          actions: [
            { type: 'failChange', params: ({ event }) => ({ request: 'update', error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    Deleting: {
      description: 'The entry is being taken out of the gallery (delete is InProgress).',
      tags: ['busy'],
      entry: ['startChange', { type: 'request', params: { request: 'delete', state: 'InProgress' } }],
      invoke: {
        id: 'deleteEntry',
        src: 'deleteEntry',
        input: ({ context }) => target(context),
        onDone: {
          target: 'NotPublished',
          actions: ['clearEntry', { type: 'request', params: { request: 'delete', state: 'Finished' } }],
        },
        onError: {
          target: 'Published',
          actions: [
            { type: 'failChange', params: ({ event }) => ({ request: 'delete', error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type GalleryEntryMachine = typeof galleryEntryMachine;

import { assign, setup } from 'xstate';
import { DEFAULT_TOAST_DURATION_MS } from '@schemas/tunables';

/**
 * The toasts on screen (S1 §2 Toasts, DECISIONS 26): a list, newest last, shown at the top centre.
 * The machine holds the list only; each toast's timer (and its pause while hovered or focused) is
 * the view's (Radix Toast), which sends `toasts.dismiss` when the time is up or the toast is closed.
 */

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastItem {
  readonly id: string;
  /** i18n key of the text */
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly tone: ToastTone;
  readonly durationMs: number;
}

export interface ToastsContext {
  readonly toasts: readonly ToastItem[];
  /** source of ids for toasts shown without one */
  readonly nextId: number;
}

export type ToastShowEvent = {
  type: 'toasts.show';
  id?: string;
  messageKey: string;
  params?: Readonly<Record<string, string | number>>;
  tone?: ToastTone;
  durationMs?: number;
};

export type ToastsEvent = ToastShowEvent | { type: 'toasts.dismiss'; id: string } | { type: 'toasts.dismissAll' };

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  guards: {
    isListEmpty: ({ context }) => context.toasts.length === 0,
  },
  actions: {
    add: assign(({ context, event }) => {
      if (event.type !== 'toasts.show') return {};
      const id = event.id ?? `toast-${context.nextId}`;
      const toast: ToastItem = {
        id,
        messageKey: event.messageKey,
        ...(event.params === undefined ? {} : { params: event.params }),
        tone: event.tone ?? 'info',
        durationMs: event.durationMs ?? DEFAULT_TOAST_DURATION_MS,
      };
      // showing a toast with an id already on screen replaces it (one 'Downloading photos' at a time)
      const toasts = [...context.toasts.filter((item) => item.id !== id), toast];
      // the counter moves only when it made the id (keeps the state space finite for path tests)
      return { toasts, nextId: event.id === undefined ? context.nextId + 1 : context.nextId };
    }),
    remove: assign({
      toasts: ({ context, event }) =>
        event.type === 'toasts.dismiss' ? context.toasts.filter((item) => item.id !== event.id) : context.toasts,
    }),
    clear: assign({ toasts: () => [] }),
  },
}).createMachine({
  id: 'toasts',
  description: 'The list of toasts on screen.',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  states: {
    empty: {
      description: 'No toast is on screen.',
      on: { 'toasts.show': { target: 'showing', actions: 'add' } },
    },
    showing: {
      description: 'One or more toasts are on screen, each with its own duration; a new toast goes below the others.',
      on: {
        'toasts.show': { actions: 'add' },
        'toasts.dismiss': { actions: 'remove', target: 'settling' },
        'toasts.dismissAll': { actions: 'clear', target: 'empty' },
      },
    },
    settling: {
      description: 'A toast has just gone: back to empty when it was the last one.',
      always: [{ guard: 'isListEmpty', target: 'empty' }, { target: 'showing' }],
    },
  },
});

export type ToastsMachine = typeof toastsMachine;

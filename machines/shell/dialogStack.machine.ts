import { assign, setup } from 'xstate';

/**
 * The one stack of open dialogs (S1 §2 Modals, DECISIONS 36). Dialogs open on top of each other;
 * Escape and overlay clicks only ever reach the top-most dialog, and only when it allows them.
 * The page's scroll lock and the photo preview's Escape read `open` / `closed` from here.
 */
export interface DialogDismissible {
  /** Escape closes the dialog */
  readonly escape: boolean;
  /** a click on the overlay closes the dialog */
  readonly overlay: boolean;
}

export interface StackedDialog {
  readonly id: string;
  readonly dismissible: DialogDismissible;
}

export interface DialogStackContext {
  /** bottom first, top-most last */
  readonly stack: readonly StackedDialog[];
}

export type DialogStackEvent =
  | { type: 'dialogStack.open'; id: string; dismissible: DialogDismissible }
  | { type: 'dialogStack.close'; id: string }
  | { type: 'dialogStack.escape' }
  | { type: 'dialogStack.overlay'; id: string };

const top = (context: DialogStackContext): StackedDialog | undefined => context.stack[context.stack.length - 1];

export const dialogStackMachine = setup({
  types: {
    context: {} as DialogStackContext,
    events: {} as DialogStackEvent,
  },
  guards: {
    /** whether, after the change, no dialog is left open */
    isStackEmpty: ({ context }) => context.stack.length === 0,
    topAllowsEscape: ({ context }) => top(context)?.dismissible.escape === true,
    isTopAndAllowsOverlay: ({ context, event }) => {
      const current = top(context);
      return event.type === 'dialogStack.overlay' && current?.id === event.id && current.dismissible.overlay;
    },
  },
  actions: {
    push: assign({
      stack: ({ context, event }) =>
        event.type === 'dialogStack.open'
          ? [...context.stack.filter((dialog) => dialog.id !== event.id), { id: event.id, dismissible: event.dismissible }]
          : context.stack,
    }),
    remove: assign({
      stack: ({ context, event }) =>
        event.type === 'dialogStack.close' || event.type === 'dialogStack.overlay'
          ? context.stack.filter((dialog) => dialog.id !== event.id)
          : context.stack,
    }),
    popTop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
  },
}).createMachine({
  id: 'dialogStack',
  description: 'One stack of open dialogs: the top-most takes Escape and overlay clicks.',
  context: { stack: [] },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog is open: the page scrolls, and Escape belongs to the page (the photo preview).',
      on: {
        'dialogStack.open': { target: 'open', actions: 'push' },
      },
    },
    open: {
      description:
        'At least one dialog is open and the page scroll is locked. Escape closes the top-most dialog when it allows it; an overlay click closes the dialog it belongs to when that dialog is on top and allows it.',
      on: {
        'dialogStack.open': { actions: 'push' },
        'dialogStack.close': { actions: 'remove', target: 'settling' },
        'dialogStack.escape': { guard: 'topAllowsEscape', actions: 'popTop', target: 'settling' },
        'dialogStack.overlay': { guard: 'isTopAndAllowsOverlay', actions: 'remove', target: 'settling' },
      },
    },
    settling: {
      description: 'A dialog has just closed: goes back to closed when it was the last one, else stays open.',
      always: [{ guard: 'isStackEmpty', target: 'closed' }, { target: 'open' }],
    },
  },
});

export type DialogStackMachine = typeof dialogStackMachine;

import { setup } from 'xstate';
import { notProvided } from '../shared/notProvided';

/**
 * The help chat (S0 §1): the launcher is the app's; the chat itself is a third party's script,
 * loaded only when the customer first opens the chat (it has no consent purpose of its own: it
 * runs because the customer asked for it) and never before. Once loaded it opens and closes
 * without loading again; a failed load says so and can be tried again.
 */

export type HelpChatEvent = { type: 'helpChat.open' } | { type: 'helpChat.close' } | { type: 'helpChat.retry' };

export const helpChatMachine = setup({
  types: {
    events: {} as HelpChatEvent,
  },
  actors: {
    /** loads the chat's script and opens its panel (the wiring's) */
    loadChat: notProvided<undefined>('helpChat: the loadChat actor'),
  },
  actions: {
    /** shows the already loaded chat's panel again (the wiring's; nothing by default) */
    showPanel: () => undefined,
  },
}).createMachine({
  id: 'helpChat',
  description: 'Loads the help chat’s script when the customer first opens it, then opens and closes its panel.',
  initial: 'notLoaded',
  states: {
    notLoaded: {
      description: 'Only the launcher: no script of the chat has been requested.',
      on: { 'helpChat.open': 'loading' },
    },
    loading: {
      description: 'The chat’s script is on its way; the launcher shows it is busy.',
      tags: ['busy'],
      invoke: { id: 'loadChat', src: 'loadChat', onDone: 'open', onError: 'failed' },
    },
    open: {
      description: 'The chat’s panel is open; closing it keeps the script loaded.',
      tags: ['open'],
      on: { 'helpChat.close': 'closed' },
    },
    closed: {
      description: 'The script is loaded and the panel closed; opening it again needs no new load.',
      on: { 'helpChat.open': { target: 'open', actions: ['showPanel'] } },
    },
    failed: {
      description: 'The script could not be loaded: the launcher says so and offers to try again.',
      tags: ['error'],
      on: { 'helpChat.retry': 'loading', 'helpChat.close': 'notLoaded' },
    },
  },
});

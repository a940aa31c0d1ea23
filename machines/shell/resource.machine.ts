// A plain load with the spec's request state (S0 §4: NotRequested, InProgress, Finished, Failed) as
// state names. The data type and the id are chosen by the caller: createResourceMachine<Album, 'album'>('album') and provide
// a `load` actor that resolves to an Album (parsed at the API edge); its events are `album.load`, `album.reload`.
import { assign, setup } from 'xstate';
import { messageOf, userMessageKeyOf } from '../shared/failure';
import { keyed } from '../shared/keyed';
import { notProvided } from '../shared/notProvided';

export interface ResourceContext<TData> {
  data: TData | null;
  /** message of the last failure, for logs; the view shows its own i18n text */
  error: string | null;
  /** the i18n key the error model names for the user, when it names one (a NetworkError's
   * 'Request failure', DECISIONS 27); absent otherwise */
  errorKey?: string | undefined;
}

/** A load's two events, under its machine's id: `widgetList.load`, `widgetList.reload`. */
export type ResourceEvent<TId extends string> = { type: `${TId}.load` } | { type: `${TId}.reload` };

/** `id`: the machine's id, which its events carry; each area catalogues its own loads of this shape (widgetList). */
export function createResourceMachine<TData, TId extends string>(id: TId) {
  const load: `${TId}.load` = `${id}.load`;
  const reload: `${TId}.reload` = `${id}.reload`;
  return setup({
    types: {
      context: {} as ResourceContext<TData>,
      events: {} as ResourceEvent<TId>,
    },
    actors: {
      load: notProvided<TData>('resource: the load actor'),
    },
    actions: {
      storeData: assign((_, params: { data: TData }) => ({ data: params.data, error: null })),
      storeError: assign((_, params: { error: unknown }) => ({
        error: messageOf(params.error),
        errorKey: userMessageKeyOf(params.error) ?? undefined,
      })),
      clearError: assign({ error: null, errorKey: undefined }),
    },
  }).createMachine({
    // The words are the same for every load (plain text, so that a production build moves them into
    // the flow atlas's module for each machine made here: scripts/machineDescriptions.ts).
    id,
    description: 'Loads one resource and carries its request state.',
    context: { data: null, error: null },
    initial: 'NotRequested',
    states: {
      NotRequested: {
        description: 'Nothing asked yet; waits for its load event (<id>.load).',
        on: keyed(load, 'InProgress'),
      },
      InProgress: {
        description: 'The load actor is running; earlier data, if any, stays until the answer.',
        entry: 'clearError',
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'Finished', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
          onError: { target: 'Failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      Finished: {
        description: 'Loaded: the data is in context.',
        on: keyed(reload, 'InProgress'),
      },
      Failed: {
        description: 'The load failed: the error message is in context; its reload event (<id>.reload) tries again.',
        on: keyed(reload, 'InProgress'),
      },
    },
  });
}

export type ResourceMachine<TData, TId extends string> = ReturnType<typeof createResourceMachine<TData, TId>>;

/** The catalogued instance (data unknown); real uses call createResourceMachine<T, Id>(id). */
export const resourceMachine = createResourceMachine<unknown, 'resource'>('resource');

// A plain load with the spec's request state (S0 §4: NotRequested, InProgress, Finished, Failed) as
// state names. The data type is chosen by the caller: createResourceMachine<Customer>() and provide
// a `load` actor that resolves to a Customer (parsed at the API edge).
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, userMessageKeyOf } from '../shared/failure';

export interface ResourceContext<TData> {
  data: TData | null;
  /** message of the last failure, for logs; the view shows its own i18n text */
  error: string | null;
  /** the i18n key the error model names for the user, when it names one (a NetworkError's
   * 'Request failure', DECISIONS 27); absent otherwise */
  errorKey?: string | undefined;
}

export type ResourceEvent = { type: 'resource.load' } | { type: 'resource.reload' };

/** `id`: the machine's id; an area that catalogues its own load of this shape names it (widgetList). */
export function createResourceMachine<TData>(id = 'resource') {
  return setup({
    types: {
      context: {} as ResourceContext<TData>,
      events: {} as ResourceEvent,
    },
    actors: {
      load: fromPromise<TData>(async () => {
        throw new Error('resource: the load actor is not provided');
      }),
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
    id,
    description: 'Loads one resource and carries its request state.',
    context: { data: null, error: null },
    initial: 'NotRequested',
    states: {
      NotRequested: {
        description: 'Nothing asked yet; waits for resource.load.',
        on: { 'resource.load': 'InProgress' },
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
        on: { 'resource.reload': 'InProgress' },
      },
      Failed: {
        description: 'The load failed: the error message is in context; resource.reload tries again.',
        on: { 'resource.reload': 'InProgress' },
      },
    },
  });
}

export type ResourceMachine<TData> = ReturnType<typeof createResourceMachine<TData>>;

/** The catalogued instance (data unknown); real uses call createResourceMachine<T>(). */
export const resourceMachine = createResourceMachine<unknown>();

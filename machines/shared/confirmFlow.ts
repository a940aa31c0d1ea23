// The confirm-then-act shape (ARCHITECTURE "Machines"): a button opens a confirm step
// (`<id>.open`), the customer confirms (`<id>.confirm`) or cancels (`<id>.cancel`); on confirm the
// flow's act (one promise actor, provided by the wiring) runs while the flow is busy; success emits
// `<id>.done` with the flow's payload and either ends the flow or closes it for the next one;
// failure reports itself (the `reportFailure` action the app's inspector reports) and stays in the
// confirm step with its error, where confirm tries again and cancel closes.
// Five states: closed, confirming, in progress (tag `busy`), done, failed (tag `error`). Their names
// are one vocabulary (the spec's request states) unless the spec names a flow's own, which the flow
// passes in. What a flow keeps in its context is its own: it passes pure functions for what opening,
// confirming, failing and closing make of it.
// Besides `<id>.done`, the flow emits `<id>.started` as the act starts and `<id>.failure` as it fails,
// for what happens beside the flow (a photo hidden at once, and back on failure).
import { assign, emit, setup } from 'xstate';
import { notProvided } from './notProvided';

/** The names of the five states. */
export interface ConfirmStateNames {
  closed: string;
  confirming: string;
  inProgress: string;
  done: string;
  failed: string;
}

/** One vocabulary for every confirm flow the spec does not name: the spec's request states (S0 §4). */
export const CONFIRM_STATE_NAMES = {
  closed: 'closed',
  confirming: 'confirming',
  inProgress: 'InProgress',
  done: 'Finished',
  failed: 'Failed',
} as const satisfies ConfirmStateNames;

/** Each state's `description` (the flow atlas and the catalogue show them). */
export type ConfirmStateDescriptions = Readonly<Record<keyof ConfirmStateNames, string>>;

/** What opens the flow: `<id>.open`, with the payload the flow needs (the address or photo it is about). */
export type ConfirmOpenEvent<TId extends string, TOpen extends object> = { type: `${TId}.open` } & TOpen;

/** The events of a confirm flow, beside its own `TExtra` (typing a confirmation word). */
export type ConfirmFlowEvent<TId extends string, TOpen extends object = object, TExtra extends { type: string } = never> =
  ConfirmOpenEvent<TId, TOpen> | { type: `${TId}.confirm` } | { type: `${TId}.cancel` } | TExtra;

/** What a confirm flow emits: the act started, it is done (the outcome), it failed. */
export type ConfirmFlowEmitted<TId extends string, TPayload extends object> =
  ({ type: `${TId}.started` } & TPayload) | ({ type: `${TId}.done` } & TPayload) | ({ type: `${TId}.failure`; error: unknown } & TPayload);

export interface ConfirmFlowConfig<
  TId extends string,
  TAct extends string,
  TContext extends object,
  TInput,
  TOpen extends object,
  TPayload extends object,
  TActInput,
  TExtra extends { type: string },
> {
  /** the machine's id: the catalogue entry's, the atlas's, and the prefix of its events */
  id: TId;
  description: string;
  /** the spec's names for the flow's states; the rest from CONFIRM_STATE_NAMES */
  names?: Partial<ConfirmStateNames>;
  descriptions: ConfirmStateDescriptions;
  /** the act's name (its invoke id: `xstate.done.actor.<act>`) and what it gets from the context;
   * the wiring provides it as the actor `act` */
  act: TAct;
  actInput: (context: TContext) => TActInput;
  context: (input: TInput) => TContext;
  /** what `<id>.done`, `<id>.started` and `<id>.failure` carry */
  payload: (context: TContext) => TPayload;
  /** success ends the flow (`final`) or closes it for the next one (`close`) */
  afterDone: 'final' | 'close';
  /** what opening makes of the context (the address or photo the step is about) */
  open?: (context: TContext, event: ConfirmOpenEvent<TId, TOpen>) => TContext;
  /** what closing (cancel, or done with `afterDone: 'close'`) makes of it */
  close?: (context: TContext) => TContext;
  /** what a confirm that goes ahead makes of it (a past error cleared) */
  confirm?: (context: TContext) => TContext;
  /** what a failure makes of it (the error kept for the view) */
  fail?: (context: TContext, error: unknown) => TContext;
  /** whether the confirm step lets the act start; a refused confirm stays (and is told) in the step */
  confirmation?: { allows: (context: TContext) => boolean; refuse: (context: TContext) => TContext };
  /** an error that still means done (a delete of something already gone) */
  countsAsDone?: (error: unknown) => boolean;
  /** the flow's further event in the confirm step (and after a failure), a context update */
  extra?: { type: TExtra['type']; update: (context: TContext, event: TExtra) => TContext };
}

const same = <T>(value: T): T => value;

/** Makes a confirm machine (see the file's comment). */
export function createConfirmFlowMachine<
  TId extends string,
  TAct extends string,
  TContext extends object,
  TInput,
  TOpen extends object,
  TPayload extends object,
  TActInput,
  TActOutput = undefined,
  TExtra extends { type: string } = never,
>(config: ConfirmFlowConfig<TId, TAct, TContext, TInput, TOpen, TPayload, TActInput, TExtra>) {
  const { id, act, descriptions } = config;
  const names: ConfirmStateNames = { ...CONFIRM_STATE_NAMES, ...config.names };
  const type = {
    open: `${id}.open`,
    confirm: `${id}.confirm`,
    cancel: `${id}.cancel`,
  } as const;
  const onOpen = config.open ?? same;
  const onClose = config.close ?? same;
  const onConfirm = config.confirm ?? same;
  const onFail = config.fail ?? ((context: TContext) => context);
  const allows = config.confirmation?.allows ?? (() => true);
  const refuse = config.confirmation?.refuse ?? same;
  const countsAsDone = config.countsAsDone ?? (() => false);
  type Event = ConfirmFlowEvent<TId, TOpen, TExtra>;
  const isOpen = (event: Event): event is ConfirmOpenEvent<TId, TOpen> => event.type === type.open;
  const isExtra = (event: Event): event is TExtra => event.type === config.extra?.type;
  const machineSetup = setup({
    types: {
      context: {} as TContext,
      events: {} as Event,
      input: {} as TInput,
      emitted: {} as ConfirmFlowEmitted<TId, TPayload>,
      tags: {} as 'busy' | 'error',
    },
    actors: {
      /** the act: the flow's one call, provided by the wiring (its invoke id is the flow's name for it) */
      act: notProvided<TActOutput, TActInput>(`${id}: the ${act} actor`),
    },
    guards: {
      canConfirm: ({ context }) => allows(context),
      isDoneAlready: (_, params: { error: unknown }) => countsAsDone(params.error),
    },
    actions: {
      opened: assign(({ context, event }) => (isOpen(event) ? onOpen(context, event) : context)),
      closed: assign(({ context }) => onClose(context)),
      confirmed: assign(({ context }) => onConfirm(context)),
      refused: assign(({ context }) => refuse(context)),
      failed: assign(({ context }, params: { error: unknown }) => onFail(context, params.error)),
      edited: assign(({ context, event }) => (config.extra && isExtra(event) ? config.extra.update(context, event) : context)),
      announceStarted: emit(({ context }) => ({ ...config.payload(context), type: `${id}.started` as const })),
      announceDone: emit(({ context }) => ({ ...config.payload(context), type: `${id}.done` as const })),
      announceFailure: emit(({ context }, params: { error: unknown }) => ({
        ...config.payload(context),
        type: `${id}.failure` as const,
        error: params.error,
      })),
      /** logged and reported: the app's inspector reports each reportFailure (S0 §8, S1 §8) */
      reportFailure: (_, _params: { error: unknown }) => {},
    },
  });

  // The states are declared as the machine's own states config: their transitions are keyed by
  // the flow's own event types (`${id}.open`…), a computed key TypeScript types as any string, and
  // the invoke's input by the flow's own type, neither of which xstate's config types (mapped and
  // conditional types over the machine's events and actors) can check while they are generic.
  type States = NonNullable<Parameters<typeof machineSetup.createMachine>[0]['states']>;
  type Snapshot = { context: TContext };
  type ActorEvent = { event: { error: unknown } };
  const guarded = config.confirmation !== undefined;
  const toClosed = { target: names.closed, actions: 'closed' } as const;
  const go = { target: names.inProgress, actions: 'confirmed' } as const;
  const edits = config.extra ? { [config.extra.type]: { actions: 'edited' } } : {};
  return machineSetup.createMachine({
    id,
    description: config.description,
    context: ({ input }) => config.context(input),
    initial: names.closed,
    states: {
      [names.closed]: {
        description: descriptions.closed,
        on: { [type.open]: { target: names.confirming, actions: 'opened' } },
      },
      [names.confirming]: {
        description: descriptions.confirming,
        on: {
          ...edits,
          [type.confirm]: guarded ? [{ ...go, guard: 'canConfirm' }, { actions: 'refused' }] : go,
          [type.cancel]: toClosed,
        },
      },
      [names.inProgress]: {
        description: descriptions.inProgress,
        tags: ['busy'],
        entry: 'announceStarted',
        invoke: {
          id: act,
          src: 'act',
          input: ({ context }: Snapshot) => config.actInput(context),
          onDone: { target: names.done },
          onError: [
            ...(config.countsAsDone
              ? [
                  {
                    guard: { type: 'isDoneAlready' as const, params: ({ event }: ActorEvent) => ({ error: event.error }) },
                    target: names.done,
                  },
                ]
              : []),
            {
              target: names.failed,
              actions: [
                { type: 'failed', params: ({ event }: ActorEvent) => ({ error: event.error }) },
                { type: 'announceFailure', params: ({ event }: ActorEvent) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }: ActorEvent) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      [names.done]:
        config.afterDone === 'final'
          ? { description: descriptions.done, type: 'final', entry: 'announceDone' }
          : { description: descriptions.done, entry: 'announceDone', always: toClosed },
      [names.failed]: {
        description: descriptions.failed,
        tags: ['error'],
        on: {
          ...edits,
          [type.confirm]: guarded
            ? [
                { ...go, guard: 'canConfirm' },
                { target: names.confirming, actions: 'refused' },
              ]
            : go,
          [type.cancel]: toClosed,
        },
      },
    } as States,
  });
}

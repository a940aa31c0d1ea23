// The print hand-off (spec S1 §2 Modals 'order-prints bar', §4 Print hand-off, §5, §8, §9;
// DECISIONS 27). The toolbar's Order prints opens the order-prints bar on the selection
// (`preparing`: 'Selecting your photos...' while the photos' sizes are looked up, so that the ones
// too small for a good print are named; then `ready`: 'Next: Customise {amount} photo prints',
// off at 0 photos). Confirm shows the overlay 'Adding {amount} photos to editor...' for at least
// PRINT_HANDOFF_MIN_MS while POST /temp-selections runs (`transferring`, two regions that must
// both finish); then the print editor opens with product code PAP_910, the channel's ID and the
// tempSelectionId (`handedOff`). A failure, or a channel whose ID is not known, closes the overlay
// and shows 'Error transferring photos. Try again.' in the bar (`failed`), whose confirm tries again.
import { and, assign, not, setup, stateIn } from 'xstate';
import { PRINT_PRODUCT_CODE } from '@schemas/tempSelections';
import { PRINT_HANDOFF_MIN_MS } from '@schemas/tunables';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

export interface PrintHandoffInput {
  /** the channel's ID from the merchandise service; null when it could not be found */
  channelId: string | null;
}

export interface PrintHandoffContext {
  channelId: string | null;
  /** the photos the bar is about (the selection when the bar opened or last changed) */
  photoIds: readonly string[];
  /** the ones among them too small for a good print (PRINT_MIN_SHORT_SIDE_PX), named for the customer */
  tooSmall: readonly SmallPhoto[];
  tempSelectionId: string | null;
  /** what the last failure said (reported) */
  lastError: string | null;
}

export type PrintHandoffEvent =
  | { type: 'printHandoff.open'; photoIds: readonly string[] }
  | { type: 'printHandoff.select'; photoIds: readonly string[] }
  | { type: 'printHandoff.confirm' }
  | { type: 'printHandoff.close' }
  /** the channel's ID as the merchandise service gave it, once it has answered (after first paint) */
  | { type: 'printHandoff.channel'; channelId: string | null };

export interface PhotoCheckInput {
  photoIds: readonly string[];
}
/** A photo too small for a good print, with the name the customer knows it by (its file name). */
export interface SmallPhoto {
  imageId: string;
  name: string;
}
/** The photos of the input too small for a good print. */
export interface PhotoCheckOutput {
  tooSmall: readonly SmallPhoto[];
}
export interface TransferOutput {
  tempSelectionId: string;
}

/** What the editor opens with (S1 §4). */
export interface EditorTarget {
  productCode: string;
  channelId: string;
  tempSelectionId: string;
}

/** The error reported when the channel's ID is not known at confirm (S1 §8: the same message shows). */
export const CHANNEL_UNKNOWN_MESSAGE = 'The channel ID cannot be found';
export const TRANSFER_FAILED_MESSAGE = 'Error transferring photos';

/**
 * Confirm (and Try again): with photos, the transfer starts when the channel's ID is known; when
 * it is not, the bar shows the transfer error at once (S1 §8), reported.
 */
const confirm = [
  { guard: and(['hasPhotos', 'isChannelKnown']), target: 'transferring' },
  {
    guard: and(['hasPhotos', not('isChannelKnown')]),
    target: 'failed',
    reenter: true,
    actions: [
      { type: 'keepError', params: { message: CHANNEL_UNKNOWN_MESSAGE } },
      { type: 'reportFailure', params: { error: new Error(TRANSFER_FAILED_MESSAGE), cause: CHANNEL_UNKNOWN_MESSAGE } },
    ],
  },
] as const;

export const printHandoffMachine = setup({
  types: {
    context: {} as PrintHandoffContext,
    events: {} as PrintHandoffEvent,
    input: {} as PrintHandoffInput,
  },
  actors: {
    /** the photos' sizes (loaded ones, else GET /photos/{id}) checked against PRINT_MIN_SHORT_SIDE_PX */
    checkPhotos: notProvided<PhotoCheckOutput, PhotoCheckInput>('printHandoff: the checkPhotos actor'),
    /** POST /temp-selections */
    transferPhotos: notProvided<TransferOutput, PhotoCheckInput>('printHandoff: the transferPhotos actor'),
  },
  delays: {
    /** the overlay's least time on screen (S1 §4, §9: 3000 ms) */
    printHandoffMinimum: PRINT_HANDOFF_MIN_MS,
  },
  guards: {
    hasPhotos: ({ context }) => context.photoIds.length > 0,
    isChannelKnown: ({ context }) => context.channelId !== null,
  },
  actions: {
    takePhotos: assign((_, params: { photoIds: readonly string[] }) => ({
      photoIds: [...params.photoIds],
      tooSmall: [],
      tempSelectionId: null,
      lastError: null,
    })),
    keepCheck: assign((_, params: PhotoCheckOutput) => ({ tooSmall: [...params.tooSmall] })),
    keepTempSelection: assign((_, params: TransferOutput) => ({ tempSelectionId: params.tempSelectionId })),
    keepError: assign((_, params: { message: string }) => ({ lastError: params.message })),
    keepChannel: assign((_, params: { channelId: string | null }) => ({ channelId: params.channelId })),
    clear: assign(({ context }) => ({ channelId: context.channelId, photoIds: [], tooSmall: [], tempSelectionId: null, lastError: null })),
    /** the print editor opens in this tab (the wiring resolves its address) */
    openEditor: (_, _params: EditorTarget) => {},
    /** logged and sent to the error reporter */
    reportFailure: (_, _params: { error: Error; cause: string | null }) => {},
  },
}).createMachine({
  id: 'printHandoff',
  description: 'Hands the selected photos to the print editor through a temp selection, with the overlay shown at least 3 s.',
  context: ({ input }) => ({ channelId: input.channelId, photoIds: [], tooSmall: [], tempSelectionId: null, lastError: null }),
  initial: 'closed',
  on: {
    'printHandoff.close': { target: '.closed', actions: 'clear' },
    // the merchandise service is asked after the first paint: a bar opened before it answered
    // learns the channel's ID when it does, whatever its state
    'printHandoff.channel': { actions: { type: 'keepChannel', params: ({ event }) => ({ channelId: event.channelId }) } },
  },
  states: {
    closed: {
      description: 'No order-prints bar. The selection toolbar’s "Order prints" (enabled with a selection) opens it.',
      on: {
        'printHandoff.open': {
          target: 'preparing',
          actions: { type: 'takePhotos', params: ({ event }) => ({ photoIds: event.photoIds }) },
        },
      },
    },
    preparing: {
      tags: ['bar', 'loading'],
      description: 'The order-prints bar says "Selecting your photos..." while the photos’ sizes are looked up; confirm is off.',
      invoke: {
        id: 'checkPhotos',
        src: 'checkPhotos',
        input: ({ context }) => ({ photoIds: context.photoIds }),
        onDone: { target: 'ready', actions: { type: 'keepCheck', params: ({ event }) => event.output } },
        // the check only advises: without it the customer still goes on, nothing named
        onError: {
          target: 'ready',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ error: new Error('The photos’ sizes could not be checked'), cause: messageOf(event.error) }),
          },
        },
      },
      on: {
        'printHandoff.select': {
          target: 'preparing',
          reenter: true,
          actions: { type: 'takePhotos', params: ({ event }) => ({ photoIds: event.photoIds }) },
        },
      },
    },
    ready: {
      tags: ['bar'],
      description:
        'The bar offers "Next: Customise {amount} photo prints" (off at 0 photos) and names the photos too small for a good print, if any; the customer may still go on.',
      on: {
        'printHandoff.select': {
          target: 'preparing',
          actions: { type: 'takePhotos', params: ({ event }) => ({ photoIds: event.photoIds }) },
        },
        'printHandoff.confirm': confirm,
      },
    },
    transferring: {
      tags: ['bar', 'busy', 'overlay'],
      description: 'The overlay says "Adding {amount} photos to editor..." while the temp selection is made and at least 3 s pass.',
      type: 'parallel',
      states: {
        request: {
          description: 'POST /temp-selections with the photos.',
          initial: 'sending',
          states: {
            sending: {
              description: 'The photos are on their way to the temp selections service.',
              invoke: {
                id: 'transferPhotos',
                src: 'transferPhotos',
                input: ({ context }) => ({ photoIds: context.photoIds }),
                onDone: { target: 'sent', actions: { type: 'keepTempSelection', params: ({ event }) => event.output } },
                onError: {
                  target: '#printHandoff.failed',
                  actions: [
                    { type: 'keepError', params: ({ event }) => ({ message: messageOf(event.error) }) },
                    {
                      type: 'reportFailure',
                      params: ({ context }) => ({ error: new Error(TRANSFER_FAILED_MESSAGE), cause: context.lastError }),
                    },
                  ],
                },
              },
            },
            sent: { description: 'The temp selection is made.' },
          },
        },
        minimum: {
          description: 'The overlay’s least time on screen.',
          initial: 'waiting',
          states: {
            waiting: { description: 'Less than 3 s have passed.', after: { printHandoffMinimum: 'waited' } },
            waited: { description: '3 s have passed.' },
          },
        },
      },
      // both done: the temp selection is made and the overlay has been shown long enough
      always: {
        guard: and([stateIn('#printHandoff.transferring.request.sent'), stateIn('#printHandoff.transferring.minimum.waited')]),
        target: 'handedOff',
      },
    },
    handedOff: {
      tags: ['overlay', 'busy'],
      description:
        'The print editor opens in this tab with product code PAP_910, the channel’s ID and the tempSelectionId; the overlay stays until it does.',
      entry: {
        type: 'openEditor',
        params: ({ context }) => ({
          productCode: PRINT_PRODUCT_CODE,
          channelId: context.channelId ?? '',
          tempSelectionId: context.tempSelectionId ?? '',
        }),
      },
    },
    failed: {
      tags: ['bar', 'error'],
      description: 'The overlay is closed and the bar shows "Error transferring photos. Try again."; confirm tries again.',
      on: {
        'printHandoff.select': {
          target: 'preparing',
          actions: { type: 'takePhotos', params: ({ event }) => ({ photoIds: event.photoIds }) },
        },
        'printHandoff.confirm': confirm,
      },
    },
  },
});

export type PrintHandoffMachine = typeof printHandoffMachine;

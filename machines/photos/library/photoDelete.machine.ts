// Single delete from the photo preview (spec S1 §2 Photo preview actions, §4 Delete photos, §8;
// DECISIONS 27): Delete opens a confirm modal (`confirming`); on confirm the photo leaves the library
// at once (optimistic hide) and goes to the service (`deleting`). Success drops it for good, closes
// the modal and tells the preview to move on; failure brings the photo back and keeps the modal open
// with 'Error: Your photo could not be deleted' (`failed`).
import { assign, fromPromise, setup } from 'xstate';

export interface PhotoDeleteContext {
  /** the photo the modal is about */
  photoId: string | null;
}

export type PhotoDeleteEvent =
  { type: 'photoDelete.open'; photoId: string } | { type: 'photoDelete.confirm' } | { type: 'photoDelete.cancel' };

interface PhotoParams {
  photoId: string;
}

export const photoDeleteMachine = setup({
  types: {
    context: {} as PhotoDeleteContext,
    events: {} as PhotoDeleteEvent,
  },
  actors: {
    /** DELETE /photos/{imageId} */
    deletePhoto: fromPromise<undefined, PhotoParams>(async () => {
      throw new Error('photoDelete: the deletePhoto actor is not provided');
    }),
  },
  actions: {
    open: assign((_, params: PhotoParams) => ({ photoId: params.photoId })),
    clear: assign({ photoId: null }),
    /** optimistic removal from the library */
    hidePhoto: (_, _params: PhotoParams) => {},
    /** undo of the optimistic removal */
    restorePhoto: (_, _params: PhotoParams) => {},
    /** the service deleted it: gone for good */
    confirmRemoval: (_, _params: PhotoParams) => {},
    /** the preview moves to the photo after the delete (S1 §2) */
    notifyDeleted: (_, _params: PhotoParams) => {},
    /** logged to the console and sent to the error reporter (S1 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'photoDelete',
  description: 'Deletes the photo shown in the preview after a confirmation, optimistically.',
  context: { photoId: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No delete modal is open; the preview’s Delete action opens it for the photo shown.',
      on: { 'photoDelete.open': { target: 'confirming', actions: { type: 'open', params: ({ event }) => ({ photoId: event.photoId }) } } },
    },
    confirming: {
      description: 'The modal asks to confirm deleting this photo.',
      on: { 'photoDelete.confirm': 'deleting', 'photoDelete.cancel': { target: 'closed', actions: 'clear' } },
    },
    deleting: {
      tags: ['busy'],
      description: 'The photo is hidden from the library and DELETE /photos/{imageId} is on its way; the modal cannot be dismissed.',
      entry: { type: 'hidePhoto', params: ({ context }) => ({ photoId: context.photoId ?? '' }) },
      invoke: {
        id: 'deletePhoto',
        src: 'deletePhoto',
        input: ({ context }) => ({ photoId: context.photoId ?? '' }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'confirmRemoval', params: ({ context }) => ({ photoId: context.photoId ?? '' }) },
            { type: 'notifyDeleted', params: ({ context }) => ({ photoId: context.photoId ?? '' }) },
            'clear',
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'restorePhoto', params: ({ context }) => ({ photoId: context.photoId ?? '' }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      tags: ['error'],
      description:
        'The delete failed: the photo is back and the modal stays open with "Error: Your photo could not be deleted". Confirm tries again; cancel closes.',
      on: { 'photoDelete.confirm': 'deleting', 'photoDelete.cancel': { target: 'closed', actions: 'clear' } },
    },
  },
});

export type PhotoDeleteMachine = typeof photoDeleteMachine;

// Single delete from the photo preview (spec S1 §2 Photo preview actions, §4 Delete photos, §8;
// DECISIONS 27), a confirm flow (../../shared/confirmFlow.ts): Delete opens a confirm modal for the
// photo shown; on confirm the flow emits `photoDelete.started` (the photo leaves the library at
// once: optimistic hide) and the delete goes to the service. Success emits `photoDelete.done` (the
// photo is dropped for good and the preview moves on) and closes the modal; failure emits
// `photoDelete.failure` (the photo comes back) and keeps the modal open with 'Error: Your photo
// could not be deleted'.
import { createConfirmFlowMachine } from '../../shared/confirmFlow';

export interface PhotoDeleteContext {
  /** the photo the modal is about */
  photoId: string | null;
}

export const photoDeleteMachine = createConfirmFlowMachine({
  id: 'photoDelete',
  description: 'Deletes the photo shown in the preview after a confirmation, optimistically.',
  descriptions: {
    closed: 'No delete modal is open; the preview’s Delete action opens it for the photo shown.',
    confirming: 'The modal asks to confirm deleting this photo.',
    inProgress: 'The photo is hidden from the library and DELETE /photos/{imageId} is on its way; the modal cannot be dismissed.',
    done: 'The photo is deleted: it is dropped for good, the preview moves on and the modal closes.',
    failed:
      'The delete failed: the photo is back and the modal stays open with "Error: Your photo could not be deleted". Confirm tries again; cancel closes.',
  },
  /** DELETE /photos/{imageId} */
  act: 'deletePhoto',
  actInput: (context) => ({ photoId: context.photoId ?? '' }),
  context: (_input: undefined): PhotoDeleteContext => ({ photoId: null }),
  open: (_context, event: { photoId: string }) => ({ photoId: event.photoId }),
  close: () => ({ photoId: null }),
  payload: (context) => ({ photoId: context.photoId ?? '' }),
  afterDone: 'close',
});

export type PhotoDeleteMachine = typeof photoDeleteMachine;

// The delete modal of an album (S1 §2 Album page, Shared album page; §8; DECISIONS 27, 35), shared
// by the own album's (albumDelete.machine.ts) and the shared album's (sharedAlbumDelete.machine.ts):
// a confirm flow (../../shared/confirmFlow.ts) in the states the spec names for the album page's
// modals (open, submitting, error). The button opens the modal, confirm sends the delete (the modal
// cannot be dismissed meanwhile); success emits `<id>.done` with the album (the albums learn it is
// gone, the page leaves for the albums tab) and closes; failure keeps the modal open with the error,
// from where the customer tries again or cancels. What the delete does (the album goes, its photos
// stay; a shared album goes for everyone or only for the participant) is the actor's, what the modal
// says the view's.
import type { createConfirmFlowMachine, ConfirmFlowConfig } from '../../shared/confirmFlow';

export interface AlbumDeleteInput {
  albumId: string;
}

export type AlbumDeleteId = 'albumDelete' | 'sharedAlbumDelete';

export interface AlbumDeleteFlowText<TId extends AlbumDeleteId> {
  /** the machine's id (the flow atlas and the catalogue) and the prefix of its events */
  id: TId;
  description: string;
  /** the request the act sends, for the submitting state's description */
  request: string;
}

/** The confirm flow of an album delete modal, for createConfirmFlowMachine. */
export function albumDeleteFlow<TId extends AlbumDeleteId>({
  id,
  description,
  request,
}: AlbumDeleteFlowText<TId>): ConfirmFlowConfig<
  TId,
  'deleteAlbum',
  AlbumDeleteInput,
  AlbumDeleteInput,
  object,
  AlbumDeleteInput,
  AlbumDeleteInput,
  never
> {
  return {
    id,
    description,
    names: { confirming: 'open', inProgress: 'submitting', failed: 'error' },
    descriptions: {
      closed: 'The modal is closed; the page shows its Delete album button.',
      confirming: 'The modal says what deleting does and asks to confirm.',
      inProgress: `${request} is on its way; the modal cannot be dismissed.`,
      done: 'The album is deleted: the albums learn it is gone, the page goes to the albums tab, and the modal closes.',
      failed:
        'The delete failed: the modal stays open with "Unable to remove album. Please try again"; confirm tries again, cancel closes.',
    },
    act: 'deleteAlbum',
    actInput: (context) => context,
    context: (input) => ({ albumId: input.albumId }),
    payload: (context) => ({ albumId: context.albumId }),
    afterDone: 'close',
  };
}

/** The delete machine of one of the two album kinds. */
export type AlbumDeleteFlowMachine<TId extends AlbumDeleteId> = ReturnType<
  typeof createConfirmFlowMachine<TId, 'deleteAlbum', AlbumDeleteInput, AlbumDeleteInput, object, AlbumDeleteInput, AlbumDeleteInput>
>;

// The delete modal of an album (S1 §2 Album page, Shared album page; §8; DECISIONS 27, 35), shared
// by the own album's (albumDelete.machine.ts) and the shared album's (sharedAlbumDelete.machine.ts):
// the button opens the modal (open), confirm sends the delete (submitting: the modal cannot be
// dismissed), success closes it, tells the albums they lost one and leaves for the albums tab;
// failure keeps the modal open with the error (error), from where the customer tries again or
// cancels. What the delete does (the album goes, its photos stay; a shared album goes for everyone
// or only for the participant) is the actor's, what the modal says the view's.
import { fromPromise, setup } from 'xstate';

export interface AlbumDeleteInput {
  albumId: string;
}

export interface AlbumDeleteContext {
  albumId: string;
}

export type AlbumDeleteEvent = { type: 'albumDelete.open' } | { type: 'albumDelete.confirm' } | { type: 'albumDelete.cancel' };

export interface AlbumDeleteFlowText {
  /** the machine's id (the flow atlas and the catalogue) */
  id: 'albumDelete' | 'sharedAlbumDelete';
  description: string;
  /** the request the deleteAlbum actor sends, for the submitting state's description */
  request: string;
}

export function createAlbumDeleteMachine({ id, description, request }: AlbumDeleteFlowText) {
  return setup({
    types: {
      context: {} as AlbumDeleteContext,
      events: {} as AlbumDeleteEvent,
      input: {} as AlbumDeleteInput,
    },
    actors: {
      deleteAlbum: fromPromise<undefined, { albumId: string }>(async () => {
        throw new Error(`${id}: the deleteAlbum actor is not provided`);
      }),
    },
    actions: {
      /** the albums list and the tab count learn the album is gone */
      notifyDeleted: (_, _params: { albumId: string }) => {},
      /** to the albums tab (route `albums`) */
      goToAlbums: () => {},
      /** logged to the console and sent to the error reporter (S1 §8) */
      reportFailure: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    description,
    context: ({ input }) => ({ albumId: input.albumId }),
    initial: 'closed',
    states: {
      closed: {
        description: 'The modal is closed; the page shows its Delete album button.',
        on: { 'albumDelete.open': 'open' },
      },
      open: {
        description: 'The modal says what deleting does and asks to confirm.',
        on: { 'albumDelete.confirm': 'submitting', 'albumDelete.cancel': 'closed' },
      },
      submitting: {
        tags: ['busy'],
        description: `${request} is on its way; the modal cannot be dismissed.`,
        invoke: {
          id: 'deleteAlbum',
          src: 'deleteAlbum',
          input: ({ context }) => ({ albumId: context.albumId }),
          onDone: {
            target: 'closed',
            actions: [{ type: 'notifyDeleted', params: ({ context }) => ({ albumId: context.albumId }) }, 'goToAlbums'],
          },
          onError: { target: 'error', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      error: {
        tags: ['error'],
        description:
          'The delete failed: the modal stays open with "Unable to remove album. Please try again"; confirm tries again, cancel closes.',
        on: { 'albumDelete.confirm': 'submitting', 'albumDelete.cancel': 'closed' },
      },
    },
  });
}

// Copy to album (spec S1 §2 Photos page bulk actions, Photo preview actions, Modals → Copy to album;
// DECISIONS 25, 27, 29). 'Copy to album' opens a modal with the number of photos; it lists the own
// albums that are not shared (GET /albums?displaySharedData=false, pages of ALBUMS_PAGE_SIZE, the
// next when the list's end marker is fully visible: an album list, ./albumList.machine.ts, invoked
// as `albums` while the modal is open, so the list stays while the customer names a new album) as
// buttons (`choosing`). Choosing one copies the
// photos into it; 'Create new album' shows a name field (`naming`), checked on submit only with the
// album name rule, then the album is made with a client-made UUID, kept for a retry of the same
// name (`creating`), and the photos copied into it. Copying is POST /albums/{id}/photos in batches
// of ADD_TO_ALBUM_BATCH_SIZE (`copying`, albumBatches.ts). Done: 'Photos copied to {albumLink}'
// (`done`); closing it, or following the link, says so (`copyToAlbum.done`: the wiring ends
// selection mode — only then, as the modal is the selection toolbar's and goes with it). A failure
// shows in the modal, which stays open.
import { assign, emit, sendTo, setup } from 'xstate';
import { albumNameProblem, normaliseAlbumName, type AlbumNameProblem } from '@schemas/albums';
import { ALBUMS_PAGE_SIZE } from '@schemas/tunables';
import { albumBatchPlaceholder, allDone, type AlbumBatchOutcome } from './albumBatches';
import { albumListMachine } from './albumList.machine';
import { notProvided } from '../../shared/notProvided';

/** The album the photos go to. */
export interface AlbumTarget {
  albumId: string;
  albumName: string;
}

export interface CopyToAlbumContext {
  photoIds: readonly string[];
  /** the new album's name field, as typed */
  name: string;
  /** why the last submitted name was refused (shown until the next submit) */
  nameProblem: AlbumNameProblem | null;
  /** the id made for a new album and the name it was sent with: a retry of that name reuses it */
  created: AlbumTarget | null;
  /** the album the photos go to */
  target: AlbumTarget | null;
  /** the photos not copied yet */
  pending: readonly string[];
  /** the album was made in this modal (the album list learns of it) */
  madeAlbum: boolean;
}

export type CopyToAlbumEvent =
  | { type: 'copyToAlbum.open'; photoIds: readonly string[] }
  | { type: 'copyToAlbum.choose'; album: AlbumTarget }
  | { type: 'copyToAlbum.newAlbum' }
  | { type: 'copyToAlbum.editName'; name: string }
  | { type: 'copyToAlbum.submitName'; newAlbumId: string }
  | { type: 'copyToAlbum.back' }
  | { type: 'copyToAlbum.retry' }
  | { type: 'copyToAlbum.close' };

/** The photos are in the album and the done modal is closed (the wiring ends selection mode, S1 §4). */
export type CopyToAlbumEmitted = { type: 'copyToAlbum.done'; album: AlbumTarget; madeAlbum: boolean };

const emptyContext: CopyToAlbumContext = {
  photoIds: [],
  name: '',
  nameProblem: null,
  created: null,
  target: null,
  pending: [],
  madeAlbum: false,
};

export const copyToAlbumMachine = setup({
  types: {
    context: {} as CopyToAlbumContext,
    events: {} as CopyToAlbumEvent,
    emitted: {} as CopyToAlbumEmitted,
    children: {} as { albums: 'albums'; createAlbum: 'createAlbum'; addPhotos: 'addPhotos' },
  },
  actors: {
    /** the non-shared own albums: its loadPage is GET /albums?displaySharedData=false&limit&cursor */
    albums: albumListMachine,
    /** POST /albums { albumId, albumName } */
    createAlbum: notProvided<unknown, AlbumTarget>('copyToAlbum: the createAlbum actor'),
    /** POST /albums/{id}/photos in batches of ADD_TO_ALBUM_BATCH_SIZE (albumBatches.ts) */
    addPhotos: albumBatchPlaceholder('copyToAlbum', 'addPhotos'),
  },
  guards: {
    hasSelection: ({ event }) => event.type === 'copyToAlbum.open' && event.photoIds.length > 0,
    isNameValid: ({ context }) => albumNameProblem(context.name) === null,
    allCopied: (_, params: { outcome: AlbumBatchOutcome }) => allDone(params.outcome),
    hasTarget: ({ context }) => context.target !== null,
  },
  actions: {
    open: assign((_, params: { photoIds: readonly string[] }) => ({ ...emptyContext, photoIds: [...params.photoIds] })),
    listAlbums: sendTo('albums', { type: 'albumList.load' }),
    setName: assign((_, params: { name: string }) => ({ name: params.name })),
    refuseName: assign(({ context }) => ({ nameProblem: albumNameProblem(context.name) })),
    /** the new album's id: the one made for this name before (a retry), else the event's fresh one */
    planCreate: assign(({ context }, params: { newAlbumId: string }) => {
      const albumName = normaliseAlbumName(context.name);
      const created = context.created?.albumName === albumName ? context.created : { albumId: params.newAlbumId, albumName };
      return { nameProblem: null, created, target: null, pending: [...context.photoIds] };
    }),
    targetCreated: assign(({ context }) => ({ target: context.created, madeAlbum: true })),
    chooseAlbum: assign(({ context }, params: { album: AlbumTarget }) => ({ target: params.album, pending: [...context.photoIds] })),
    keepFailed: assign((_, params: { outcome: AlbumBatchOutcome }) => ({ pending: [...params.outcome.failed] })),
    clear: assign(() => emptyContext),
    /** logged and sent to the error reporter */
    reportFailure: (_, _params: { error: unknown }) => {},
    announceDone: emit((_, params: { album: AlbumTarget; madeAlbum: boolean }) => ({ type: 'copyToAlbum.done' as const, ...params })),
  },
}).createMachine({
  id: 'copyToAlbum',
  description: 'Copies photos into a non-shared own album chosen from a paged list, or into a new one made on the spot.',
  context: emptyContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal; the toolbar’s or the preview’s Copy to album (enabled with a selection) opens it.',
      on: {
        'copyToAlbum.open': {
          guard: 'hasSelection',
          target: 'open',
          actions: { type: 'open', params: ({ event }) => ({ photoIds: event.photoIds }) },
        },
      },
    },
    open: {
      description: 'The modal is open; its list of albums (`albums`) loads its first page and lives until the modal closes.',
      invoke: {
        id: 'albums',
        src: 'albums',
        input: { firstPageSize: ALBUMS_PAGE_SIZE, pageSize: ALBUMS_PAGE_SIZE },
      },
      entry: 'listAlbums',
      initial: 'choosing',
      states: {
        choosing: {
          description:
            'The modal lists the albums to copy into, with "Create new album"; choosing one copies the photos into it. The next page of albums loads when the end marker is fully visible; "Unable to display albums" shows with Try again when a page failed, and a new album can still be made.',
          on: {
            'copyToAlbum.choose': {
              target: 'copying',
              actions: { type: 'chooseAlbum', params: ({ event }) => ({ album: event.album }) },
            },
            'copyToAlbum.newAlbum': { target: 'naming' },
            'copyToAlbum.close': { target: '#copyToAlbum.closed', actions: 'clear' },
          },
        },
        naming: {
          description:
            'The new album’s name field with the placeholder "Untitled album"; the name is checked on submit only ("Please give your album a name", "Name not valid").',
          on: {
            'copyToAlbum.editName': { actions: { type: 'setName', params: ({ event }) => ({ name: event.name }) } },
            'copyToAlbum.submitName': [
              {
                guard: 'isNameValid',
                target: 'creating',
                actions: { type: 'planCreate', params: ({ event }) => ({ newAlbumId: event.newAlbumId }) },
              },
              { actions: 'refuseName' },
            ],
            'copyToAlbum.back': { target: 'choosing' },
            'copyToAlbum.close': { target: '#copyToAlbum.closed', actions: 'clear' },
          },
        },
        creating: {
          tags: ['busy'],
          description: 'POST /albums with the new album’s id and name; the modal cannot be dismissed.',
          invoke: {
            id: 'createAlbum',
            src: 'createAlbum',
            input: ({ context }) => context.created ?? { albumId: '', albumName: '' },
            onDone: { target: 'copying', actions: 'targetCreated' },
            onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        copying: {
          tags: ['busy'],
          description:
            'POST /albums/{id}/photos in batches of 100 (only the photos not copied yet, on a retry); the modal cannot be dismissed.',
          invoke: {
            id: 'addPhotos',
            src: 'addPhotos',
            input: ({ context }) => ({ albumId: context.target?.albumId ?? '', photoIds: context.pending }),
            onDone: [
              { guard: { type: 'allCopied', params: ({ event }) => ({ outcome: event.output }) }, target: 'done' },
              {
                target: 'failed',
                actions: [
                  { type: 'keepFailed', params: ({ event }) => ({ outcome: event.output }) },
                  {
                    type: 'reportFailure',
                    params: ({ event }) => ({ error: new Error(event.output.error ?? 'Photos not added to the album') }),
                  },
                ],
              },
            ],
            onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        done: {
          description:
            'The modal says "Photos copied to {albumLink}"; the link opens the album and closes the modal. Closing it says the copy is done (copyToAlbum.done: selection mode ends; not before, as the modal belongs to the selection toolbar).',
          on: {
            'copyToAlbum.close': {
              target: '#copyToAlbum.closed',
              actions: [
                {
                  type: 'announceDone',
                  params: ({ context }) => ({ album: context.target ?? { albumId: '', albumName: '' }, madeAlbum: context.madeAlbum }),
                },
                'clear',
              ],
            },
          },
        },
        failed: {
          tags: ['error'],
          description:
            'Creating the album or copying failed: "Unable to save changes. Please try again" in the modal, which stays open. Try again creates (same id) or copies the photos not copied yet; back returns to the list.',
          on: {
            'copyToAlbum.retry': [{ guard: 'hasTarget', target: 'copying' }, { target: 'creating' }],
            'copyToAlbum.back': { target: 'choosing' },
            'copyToAlbum.close': { target: '#copyToAlbum.closed', actions: 'clear' },
          },
        },
      },
    },
  },
});

export type CopyToAlbumMachine = typeof copyToAlbumMachine;

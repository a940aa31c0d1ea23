// The album name form of the Create album and Rename album modals (spec S1 §2 Modals, §5 Album name,
// §8 Album save; DECISIONS 29): one field, checked on submit only ('Please give your album a name'
// when empty, 'Name not valid' against the album-name rule), then the save; a failure keeps the
// modal open with what was typed and 'Unable to save changes. Please try again'. The outcome is
// emitted under the instance's id: `<id>.saved` with what the save answered, or `<id>.closed`. One machine for
// both: the save actor is the create (POST /albums with the client-made albumId of the input, the
// same for every try of the modal's life, so a retry is safe) or the rename (PATCH /albums/{id}).
// One actor lives for one opening of the modal.
import { assign, emit, setup } from 'xstate';
import { albumNameProblem, normaliseAlbumName, type AlbumNameProblem } from '@schemas/albums';
import { keyed } from '../../shared/keyed';
import { notProvided } from '../../shared/notProvided';

export interface AlbumFormInput {
  /** the album renamed, or the client-made UUID of the album to create */
  albumId: string;
  /** the field's first value: the current name (rename) or empty (create) */
  name: string;
}

export interface AlbumFormContext {
  albumId: string;
  /** the field as typed */
  name: string;
  /** what the last submit found wrong with the name (shown until the next submit) */
  problem: AlbumNameProblem | null;
}

/** What the save actor is given: the album's id and the name as stored (trimmed). */
export interface AlbumSaveRequest {
  albumId: string;
  albumName: string;
}
export interface AlbumFormOptions<Id extends string> {
  /** the instance's id (albumCreate, albumRename): its emitted outcomes carry it */
  id: Id;
  description: string;
}

/** The outcomes, under the instance's id: saved with what the save answered, or closed without saving. */
export type AlbumFormEmitted<R, Id extends string> = { type: `${Id}.saved`; saved: R } | { type: `${Id}.closed` };

/** The form's events, under the instance's id (`albumCreate.edit`, `albumRename.submit`). */
export type AlbumFormEvent<Id extends string> = { type: `${Id}.edit`; name: string } | { type: `${Id}.submit` } | { type: `${Id}.cancel` };

const submitting = [
  {
    guard: 'isNameValid' as const,
    target: 'submitting',
    actions: 'clearProblem' as const,
  },
  { target: 'open', actions: 'markProblem' as const },
];

/** The form machine whose save answers `R` (the create: the new album's id; the rename: the album). */
export function createAlbumFormMachine<R, Id extends string>({ id, description }: AlbumFormOptions<Id>) {
  /** the form's transitions while it takes a name: in `open`, and in `failed` */
  const naming = {
    ...keyed(`${id}.edit`, { actions: 'setName' as const }),
    ...keyed(`${id}.submit`, submitting),
    ...keyed(`${id}.cancel`, 'closed'),
  };
  return setup({
    types: {
      context: {} as AlbumFormContext,
      events: {} as AlbumFormEvent<Id>,
      input: {} as AlbumFormInput,
      emitted: {} as AlbumFormEmitted<R, Id>,
    },
    actors: {
      saveAlbum: notProvided<R, AlbumSaveRequest>('albumForm: the saveAlbum actor'),
    },
    guards: {
      isNameValid: ({ context }) => albumNameProblem(context.name) === null,
    },
    actions: {
      setName: assign(({ event }) => ('name' in event ? { name: event.name } : {})),
      markProblem: assign(({ context }) => ({ problem: albumNameProblem(context.name) })),
      clearProblem: assign({ problem: null }),
      /** the album was saved: the list learns of it, the modal closes (create: the new album opens) */
      announceSaved: emit((_, params: { saved: R }) => ({ type: `${id}.saved` as const, saved: params.saved })),
      /** the modal closes without saving */
      announceClosed: emit({ type: `${id}.closed` as const }),
      /** logged to the console and sent to the error reporter (S1 §8) */
      reportFailure: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    description,
    context: ({ input }) => ({ albumId: input.albumId, name: input.name, problem: null }),
    initial: 'open',
    states: {
      open: {
        description: 'The modal shows the name field; the name is checked on submit only, a problem shows on the field.',
        on: naming,
      },
      submitting: {
        tags: ['busy'],
        description: 'The save is on its way: the confirm button shows it, the modal cannot be dismissed.',
        invoke: {
          id: 'saveAlbum',
          src: 'saveAlbum',
          input: ({ context }) => ({ albumId: context.albumId, albumName: normaliseAlbumName(context.name) }),
          onDone: { target: 'saved', actions: { type: 'announceSaved', params: ({ event }) => ({ saved: event.output }) } },
          onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      failed: {
        tags: ['error'],
        description:
          'The save failed: the modal stays open with the name as typed and "Unable to save changes. Please try again"; submit tries again (the name is checked again), cancel closes.',
        on: naming,
      },
      saved: {
        type: 'final',
        description: 'The album is saved; the modal closes.',
      },
      closed: {
        type: 'final',
        description: 'Cancelled; the modal closes.',
        entry: 'announceClosed',
      },
    },
  });
}

/** The machine of one album form (create: `AlbumFormMachine<CreateAlbumResponse, 'albumCreate'>`, rename: `AlbumFormMachine<Album, 'albumRename'>`). */
export type AlbumFormMachine<R, Id extends string> = ReturnType<typeof createAlbumFormMachine<R, Id>>;

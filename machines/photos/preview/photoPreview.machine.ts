// The photo preview's navigation (spec S1 §2 Photo preview; DECISIONS 19, 31): which photo the
// route's id names, its neighbours in the library's display order (the flat list under a created
// sort, the timeline otherwise: the library gives its loaded photos in that order), loading what
// follows when the photo shown is the last one loaded, and where to go after a delete.
//
// The route's id is resolved against the loaded photos; a photo not loaded yet (a preview URL opened
// directly) is fetched and its part of the library is asked to load, so that the neighbours follow.
// An unknown photo, or an empty library, redirects to the photos list. The library's photos reach the
// machine as `photoPreview.libraryChanged` events from the actor it runs beside it (watchLibrary: the
// wiring provides it, following the library's actor); the machine keeps showing its photo while it
// is hidden (a delete on its way).
import { assign, setup } from 'xstate';
import { fromCallback } from 'xstate/actors';
import type { Image } from '@schemas/photos';
import { httpStatusOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

/** What the preview needs to know of the library (src/features/photos/wiring/library.ts). */
export interface PreviewLibrary {
  /** loaded photos minus hidden ones, in display order */
  photos: readonly Image[];
  /** photos exist after the last of `photos` */
  hasMore: boolean;
  /** ids of loaded photos followed by photos not loaded yet (a partly loaded month) */
  gapsAfter: readonly string[];
  status: 'loading' | 'ready' | 'empty' | 'failed';
}

export interface PhotoPreviewInput {
  photoId: string;
  library: PreviewLibrary;
}

export interface PhotoPreviewContext {
  /** the id the route names */
  photoId: string;
  /** the photo shown (kept while it is hidden by a delete on its way) */
  photo: Image | null;
  /** its place in the library's photos when last seen there (for the photo after a delete) */
  index: number;
  library: PreviewLibrary;
}

export type PreviewDirection = 'next' | 'previous';

export type PhotoPreviewEvent =
  | { type: 'photoPreview.show'; photoId: string }
  | { type: 'photoPreview.libraryChanged'; library: PreviewLibrary }
  | { type: 'photoPreview.next' }
  | { type: 'photoPreview.previous' }
  | { type: 'photoPreview.close' }
  | { type: 'photoPreview.photoDeleted'; photoId: string };

const indexOf = (library: PreviewLibrary, photoId: string) => library.photos.findIndex((photo) => photo.imageId === photoId);

/**
 * The photo next to the one shown, in display order; null at the ends, when the photo shown is not
 * loaded, and across photos not loaded yet (a partly loaded month: its rest comes first, so the
 * neighbour is unknown until it loads).
 */
export function neighbour(context: Pick<PhotoPreviewContext, 'photoId' | 'library'>, direction: PreviewDirection): Image | null {
  const { photos, gapsAfter } = context.library;
  const at = indexOf(context.library, context.photoId);
  if (at === -1) return null;
  if (direction === 'next') return gapsAfter.includes(context.photoId) ? null : (photos[at + 1] ?? null);
  const previous = photos[at - 1] ?? null;
  return previous !== null && gapsAfter.includes(previous.imageId) ? null : previous;
}

/**
 * Where the preview goes after deleting the photo at `index` (S1 §2): the previous photo, or the
 * second one when it was the first (now first of what is left); null when none is left.
 */
export function afterDeleteTarget(photos: readonly Image[], deletedId: string, index: number): Image | null {
  const left = photos.filter((photo) => photo.imageId !== deletedId);
  return left[Math.max(0, index - 1)] ?? null;
}

/** The photo shown is followed by photos not loaded yet (S1 §2: fetch the next page). */
function needsMoreAfter(context: PhotoPreviewContext): boolean {
  const { library, photoId } = context;
  const at = indexOf(library, photoId);
  if (at === -1) return false;
  if (library.gapsAfter.includes(photoId)) return true;
  return at === library.photos.length - 1 && library.hasMore;
}

/**
 * The photo whose following photos must load for the neighbours of the one shown to be known: the
 * photo shown when what follows it is not loaded (the last loaded photo, or the last loaded of a
 * partly loaded month), or the photo before it when that one ends a partly loaded month; else null.
 */
function photoToLoadAfter(context: PhotoPreviewContext): string | null {
  if (needsMoreAfter(context)) return context.photoId;
  const at = indexOf(context.library, context.photoId);
  const previous = at > 0 ? context.library.photos[at - 1] : undefined;
  return previous !== undefined && context.library.gapsAfter.includes(previous.imageId) ? previous.imageId : null;
}

/** The loadAfter action's params: what must load next to the photo shown, or null. */
const loadMoreIfLast = {
  type: 'loadAfter',
  params: ({ context }: { context: PhotoPreviewContext }) => ({ photoId: photoToLoadAfter(context) }),
} as const;

export const photoPreviewMachine = setup({
  types: {
    context: {} as PhotoPreviewContext,
    events: {} as PhotoPreviewEvent,
    input: {} as PhotoPreviewInput,
  },
  actors: {
    /** GET /photos/{imageId} */
    fetchPhoto: notProvided<Image, { photoId: string }>('photoPreview: the fetchPhoto actor'),
    /** sends `photoPreview.libraryChanged` whenever the library's photos or status change, while the preview lasts */
    watchLibrary: fromCallback<PhotoPreviewEvent>(() => {}),
  },
  guards: {
    isLoaded: ({ context }) => indexOf(context.library, context.photoId) !== -1,
    isLibraryEmpty: ({ context }) => context.library.status === 'empty',
    isLibraryLoading: ({ context }) => context.library.status === 'loading',
    isOtherPhoto: ({ context, event }) => event.type === 'photoPreview.show' && event.photoId !== context.photoId,
    hasNext: ({ context }) => neighbour(context, 'next') !== null,
    hasPrevious: ({ context }) => neighbour(context, 'previous') !== null,
    isNotFound: (_, params: { error: unknown }) => httpStatusOf(params.error) === 404,
    hasPhotoAfterDelete: ({ context }, params: { photoId: string }) =>
      afterDeleteTarget(context.library.photos, params.photoId, context.index) !== null,
  },
  actions: {
    setPhotoId: assign((_, params: { photoId: string }) => ({ photoId: params.photoId, photo: null, index: -1 })),
    setLibrary: assign(({ context }, params: { library: PreviewLibrary }) => {
      const at = indexOf(params.library, context.photoId);
      return at === -1
        ? { library: params.library }
        : { library: params.library, index: at, photo: params.library.photos[at] ?? context.photo };
    }),
    /** the photo shown is the loaded one the route names */
    takeLoadedPhoto: assign(({ context }) => {
      const at = indexOf(context.library, context.photoId);
      return { index: at, photo: context.library.photos[at] ?? null };
    }),
    setFetchedPhoto: assign((_, params: { photo: Image }) => ({ photo: params.photo, index: -1 })),
    /** moves to a neighbour at once (the route follows with the same id) */
    step: assign(({ context }, params: { direction: PreviewDirection }) => {
      const target = neighbour(context, params.direction);
      if (!target) return {};
      return { photoId: target.imageId, photo: target, index: indexOf(context.library, target.imageId) };
    }),
    moveAfterDelete: assign(({ context }, params: { photoId: string }) => {
      const target = afterDeleteTarget(context.library.photos, params.photoId, context.index);
      if (!target) return {};
      return { photoId: target.imageId, photo: target, index: indexOf(context.library, target.imageId) };
    }),
    /** the route follows the photo shown (replace: Back and the browser's back return to the list) */
    navigateToPhoto: (_, _params: { photoId: string }) => {},
    /** the part of the library around a fetched photo loads (its month, on the timeline) */
    loadAround: (_, _params: { photo: Image }) => {},
    /** what follows this photo loads (the next page, the rest of its month); null: nothing is missing */
    loadAfter: (_, _params: { photoId: string | null }) => {},
    /** next/previous navigation is tracked, only with analytics consent (DECISIONS 31) */
    track: (_, _params: { direction: PreviewDirection }) => {},
    /** back to the photos list, query string kept; the list restores its scroll position and focuses this photo */
    closeToList: (_, _params: { photoId: string }) => {},
    /** the photos list replaces the preview (unknown photo, empty library, nothing left) */
    redirectToList: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'photoPreview',
  description: 'Finds the photo the preview route names and steps through the library’s order.',
  context: ({ input }) => ({ photoId: input.photoId, photo: null, index: -1, library: input.library }),
  invoke: { id: 'watchLibrary', src: 'watchLibrary' },
  initial: 'resolving',
  states: {
    resolving: {
      tags: ['loading'],
      description:
        'Looks for the route’s photo among the loaded photos: shown when loaded, fetched when not, the list when the library is empty.',
      always: [
        { guard: 'isLoaded', target: 'showing', actions: 'takeLoadedPhoto' },
        { guard: 'isLibraryEmpty', target: 'redirecting' },
        { guard: 'isLibraryLoading', target: 'waitingForLibrary' },
        { target: 'fetching' },
      ],
    },
    waitingForLibrary: {
      tags: ['loading'],
      description: 'The library is still loading; the route’s photo is looked for again when it changes.',
      on: {
        'photoPreview.libraryChanged': {
          target: 'resolving',
          actions: { type: 'setLibrary', params: ({ event }) => ({ library: event.library }) },
        },
        'photoPreview.show': {
          guard: 'isOtherPhoto',
          target: 'resolving',
          actions: { type: 'setPhotoId', params: ({ event }) => ({ photoId: event.photoId }) },
        },
        'photoPreview.close': { actions: { type: 'closeToList', params: ({ context }) => ({ photoId: context.photoId }) } },
      },
    },
    fetching: {
      tags: ['loading'],
      description: 'The photo is not loaded (a preview URL opened directly): GET /photos/{imageId}.',
      invoke: {
        id: 'fetchPhoto',
        src: 'fetchPhoto',
        input: ({ context }) => ({ photoId: context.photoId }),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'setFetchedPhoto', params: ({ event }) => ({ photo: event.output }) },
            { type: 'loadAround', params: ({ event }) => ({ photo: event.output }) },
          ],
        },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'redirecting' },
          { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        'photoPreview.libraryChanged': { actions: { type: 'setLibrary', params: ({ event }) => ({ library: event.library }) } },
        'photoPreview.close': { actions: { type: 'closeToList', params: ({ context }) => ({ photoId: context.photoId }) } },
      },
    },
    showing: {
      description:
        'The photo is shown full screen with its neighbours in display order; when photos next to it are not loaded yet (it is the last loaded photo, or a partly loaded month ends beside it), they load first. Next/previous move (and are tracked), close goes back to the list, a delete moves to the previous photo (or the second when at the first).',
      entry: loadMoreIfLast,
      on: {
        'photoPreview.libraryChanged': {
          actions: [{ type: 'setLibrary', params: ({ event }) => ({ library: event.library }) }, loadMoreIfLast],
        },
        'photoPreview.show': {
          guard: 'isOtherPhoto',
          target: 'resolving',
          actions: { type: 'setPhotoId', params: ({ event }) => ({ photoId: event.photoId }) },
        },
        'photoPreview.next': {
          guard: 'hasNext',
          actions: [
            { type: 'step', params: { direction: 'next' } },
            { type: 'navigateToPhoto', params: ({ context }) => ({ photoId: context.photoId }) },
            { type: 'track', params: { direction: 'next' } },
            loadMoreIfLast,
          ],
        },
        'photoPreview.previous': {
          guard: 'hasPrevious',
          actions: [
            { type: 'step', params: { direction: 'previous' } },
            { type: 'navigateToPhoto', params: ({ context }) => ({ photoId: context.photoId }) },
            { type: 'track', params: { direction: 'previous' } },
            loadMoreIfLast,
          ],
        },
        'photoPreview.close': { actions: { type: 'closeToList', params: ({ context }) => ({ photoId: context.photoId }) } },
        'photoPreview.photoDeleted': [
          {
            guard: { type: 'hasPhotoAfterDelete', params: ({ event }) => ({ photoId: event.photoId }) },
            actions: [
              { type: 'moveAfterDelete', params: ({ event }) => ({ photoId: event.photoId }) },
              { type: 'navigateToPhoto', params: ({ context }) => ({ photoId: context.photoId }) },
              loadMoreIfLast,
            ],
          },
          { target: 'redirecting' },
        ],
      },
    },
    failed: {
      tags: ['error'],
      description: 'The photo could not be loaded (not a 404): "Error: Your photos could not be loaded" with the Back button.',
      on: {
        'photoPreview.close': { actions: { type: 'closeToList', params: ({ context }) => ({ photoId: context.photoId }) } },
        'photoPreview.show': {
          guard: 'isOtherPhoto',
          target: 'resolving',
          actions: { type: 'setPhotoId', params: ({ event }) => ({ photoId: event.photoId }) },
        },
      },
    },
    redirecting: {
      description: 'Unknown photo, empty library or no photo left after a delete: the photos list replaces the preview.',
      entry: 'redirectToList',
    },
  },
});

export type PhotoPreviewMachine = typeof photoPreviewMachine;

// The photo library actors of one account and sort view, with their real effects: the timeline
// machine (months or flat list) and the photo summary (a resource actor), over a source of pages:
// the whole library (the photo management API: months or GET /photos) or a list without months
// (an album, a shared album: always the flat list). Made by the account scope (libraryParts.ts) on
// first use; tests make their own.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  photoTimelineMachine,
  type LibraryPageRequest,
  type MonthPageOutput,
  type MonthPageRequest,
} from '@machines/photos/library/photoTimeline.machine';
import { photoSummaryMachine } from '@machines/photos/library/photoSummary.machine';
import {
  PHOTOS_PAGE_SIZE,
  type Image,
  type ImagePage,
  type PhotoSummary,
  type SortSettings,
  type SortView,
  type TimelineCounts,
} from '@schemas/photos';
import type { RequestOptions } from '@/api/http';
import type { PageRequest, PhotosApi } from '@/api/photos';
import { inspect } from '@/platform/inspection/inspect';
import { keepFirstMonth } from './firstMonthStorage';
import { writeSort } from './sortStorage';

export type PhotoSummaryActor = ActorRefFrom<typeof photoSummaryMachine>;
export type PhotoLibraryActor = ActorRefFrom<typeof photoTimelineMachine>;

export interface PhotoLibrary {
  view: SortView;
  /** the months or the flat list, optimistic removal */
  timeline: PhotoLibraryActor;
  /** GET /users: the tab counts */
  summary: PhotoSummaryActor;
  /** one photo of this library (a preview opened on a photo not loaded yet); a 404 error when it is not in it */
  getPhoto(photoId: string, options?: RequestOptions): Promise<Image>;
  /**
   * Starts the timeline (its counts, then its first month) when it was made to wait (`timeline:
   * 'whenStarted'`); nothing when it runs. Events sent to it before wait for its start.
   */
  startTimeline(): void;
  stop(): void;
}

/** Where a library's photos come from. */
export interface PhotoSource {
  /** GET /users: the tab counts */
  getSummary(options?: RequestOptions): Promise<PhotoSummary>;
  /** a page of the flat list in a sort (GET /photos, GET /albums/{id}/photos) */
  getPage(page: PageRequest, options?: RequestOptions): Promise<ImagePage>;
  /** one photo of the source; a 404 error when it is not in it */
  getPhoto(photoId: string, options?: RequestOptions): Promise<Image>;
  /** the month timeline (date-taken sorts); a source without it (an album) is always the flat list */
  months?: Pick<PhotosApi, 'getTimelineCounts' | 'getMonthPage'>;
}

type LibraryApi = Pick<PhotosApi, 'getSummary' | 'getTimelineCounts' | 'getMonthPage' | 'getPhotosPage' | 'getPhoto'>;

/** The whole library of the account: months for date-taken sorts, GET /photos for date-added sorts. */
export function wholeLibrarySource(api: LibraryApi): PhotoSource {
  return {
    getSummary: (options) => api.getSummary(options),
    getPage: (page, options) => api.getPhotosPage(page, options),
    getPhoto: (photoId, options) => api.getPhoto(photoId, options),
    months: api,
  };
}

/** What a list source answers for a photo it does not hold: a 404, as the API edge's errors carry it. */
export class PhotoNotInListError extends Error {
  readonly status = 404;
  constructor(photoId: string) {
    super(`photo ${photoId} is not in this list`);
    this.name = 'PhotoNotInListError';
  }
}

/**
 * A list without months (an album's photos): its pages in a sort, and one photo found by reading
 * the list page after page (there is no GET of one photo of an album; a photo of a shared album may
 * be another participant's, which GET /photos/{id} does not answer).
 */
export function listSource(list: Pick<PhotoSource, 'getSummary' | 'getPage'>): PhotoSource {
  return {
    getSummary: list.getSummary,
    getPage: list.getPage,
    getPhoto: async (photoId, options) => {
      let cursor: string | null = null;
      do {
        const page: ImagePage = await list.getPage({ cursor, limit: PHOTOS_PAGE_SIZE }, options);
        const found = page.images.find((image) => image.imageId === photoId);
        if (found) return found;
        cursor = page.cursor;
      } while (cursor !== null);
      throw new PhotoNotInListError(photoId);
    },
  };
}

const noMonths = async (): Promise<never> => {
  throw new Error('photoLibrary: this list has no month timeline');
};

/** The timeline machine with the source's calls as its actors (and a sort chosen saved for `view`). */
export function photoTimelineOf(source: PhotoSource, view?: SortView) {
  const months = source.months;
  const monthPage = fromPromise<MonthPageOutput, MonthPageRequest>(async ({ input, signal }) => {
    if (!months) return noMonths();
    return {
      key: input.key,
      page: await months.getMonthPage(input.year, input.month, { ...input.sort, cursor: input.cursor, limit: input.limit }, { signal }),
    };
  });
  return photoTimelineMachine.provide({
    actions: {
      saveSort: (_, { sort }) => {
        if (view) writeSort(view, sort);
      },
      // the whole library's first month only: the one the early start asks for
      keepFirstMonth: (_, { first, sort }) => {
        if (view === 'photos') keepFirstMonth(first, sort);
      },
    },
    actors: {
      loadTimelineCounts: fromPromise<TimelineCounts>(({ signal }) => (months ? months.getTimelineCounts({ signal }) : noMonths())),
      loadMonthPage: monthPage,
      loadMonthRest: monthPage,
      loadLibraryPage: fromPromise<ImagePage, LibraryPageRequest>(({ input, signal }) =>
        source.getPage({ ...input.sort, cursor: input.cursor, limit: input.limit }, { signal }),
      ),
    },
  });
}

/** The timeline machine over the whole library of the photo API. */
export const photoTimelineWithApi = (api: LibraryApi) => photoTimelineOf(wholeLibrarySource(api));

/**
 * A library's actors, running. `timeline: 'whenStarted'` makes the timeline wait for
 * `startTimeline()`: the whole library is made for the photo tabs' counts on any photo library page,
 * and the albums tab shows none of its months (libraryParts.ts); the summary loads at once.
 */
export function createPhotoLibrary({
  source,
  view,
  sort,
  timeline: timelineStart = 'now',
}: {
  source: PhotoSource;
  view: SortView;
  sort: SortSettings;
  timeline?: 'now' | 'whenStarted';
}): PhotoLibrary {
  const timeline = createActor(photoTimelineOf(source, view), {
    id: `photoLibrary.${view}`,
    input: { sort, flatOnly: source.months === undefined },
    inspect,
  });
  let started = false;
  const startTimeline = () => {
    if (started) return;
    started = true;
    timeline.start();
  };
  if (timelineStart === 'now') startTimeline();
  const summaryMachine = photoSummaryMachine.provide({ actors: { load: fromPromise(({ signal }) => source.getSummary({ signal })) } });
  const summary = createActor(summaryMachine, { id: `photoSummary.${view}`, inspect }).start();
  summary.send({ type: 'photoSummary.load' });
  return {
    view,
    timeline,
    summary,
    getPhoto: (photoId, options) => source.getPhoto(photoId, options),
    startTimeline,
    stop() {
      timeline.stop();
      summary.stop();
    },
  };
}

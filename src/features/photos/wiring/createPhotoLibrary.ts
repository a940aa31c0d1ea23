// The photo library actors of one account and sort view, with their real effects: the timeline
// machine (months or flat list) and the photo summary (a resource actor), both over the photo
// management API. Made by the account scope (libraryParts.ts) on first use; tests make their own.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  photoTimelineMachine,
  type LibraryPageRequest,
  type MonthPageOutput,
  type MonthPageRequest,
} from '@machines/photos/library/photoTimeline.machine';
import { createResourceMachine } from '@machines/shell/resource.machine';
import type { ImagePage, PhotoSummary, SortSettings, SortView, TimelineCounts } from '@schemas/photos';
import type { PhotosApi } from '@/api/photos';
import { inspect } from '@/app/inspect';

export const photoSummaryMachine = createResourceMachine<PhotoSummary>();
export type PhotoSummaryActor = ActorRefFrom<typeof photoSummaryMachine>;
export type PhotoLibraryActor = ActorRefFrom<typeof photoTimelineMachine>;

export interface PhotoLibrary {
  view: SortView;
  /** the months or the flat list, optimistic removal */
  timeline: PhotoLibraryActor;
  /** GET /users: the tab counts */
  summary: PhotoSummaryActor;
  stop(): void;
}

type LibraryApi = Pick<PhotosApi, 'getSummary' | 'getTimelineCounts' | 'getMonthPage' | 'getPhotosPage'>;

/** The timeline machine with the API calls as its actors. */
export function photoTimelineWithApi(api: LibraryApi) {
  const monthPage = fromPromise<MonthPageOutput, MonthPageRequest>(async ({ input, signal }) => ({
    key: input.key,
    page: await api.getMonthPage(input.year, input.month, { ...input.sort, cursor: input.cursor, limit: input.limit }, { signal }),
  }));
  return photoTimelineMachine.provide({
    actors: {
      loadTimelineCounts: fromPromise<TimelineCounts>(({ signal }) => api.getTimelineCounts({ signal })),
      loadMonthPage: monthPage,
      loadMonthRest: monthPage,
      loadLibraryPage: fromPromise<ImagePage, LibraryPageRequest>(({ input, signal }) =>
        api.getPhotosPage({ ...input.sort, cursor: input.cursor, limit: input.limit }, { signal }),
      ),
    },
  });
}

export function createPhotoLibrary({ api, view, sort }: { api: LibraryApi; view: SortView; sort: SortSettings }): PhotoLibrary {
  const timeline = createActor(photoTimelineWithApi(api), { id: `photoLibrary.${view}`, input: { sort }, inspect }).start();
  const summaryMachine = photoSummaryMachine.provide({ actors: { load: fromPromise(({ signal }) => api.getSummary({ signal })) } });
  const summary = createActor(summaryMachine, { id: `photoSummary.${view}`, inspect }).start();
  summary.send({ type: 'resource.load' });
  return {
    view,
    timeline,
    summary,
    stop() {
      timeline.stop();
      summary.stop();
    },
  };
}

// The photo timeline machine beyond the replayed paths: which pages it asks for (24, then 500s),
// the order months load in, what loads after a photo, the reset on another sort, optimistic removal
// keeping positions, and the flat created-sort list.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  photoTimelineMachine,
  type LibraryPageRequest,
  type MonthPageOutput,
  type MonthPageRequest,
} from '@machines/photos/library/photoTimeline.machine';
import { fixtureLibrary } from '@machines/photos/library/fixtures/library';
import { fixtureCounts, fixtureFlatFirstPage, fixtureFlatLastPage, fixtureImage } from '@machines/photos/library/fixtures/timeline';
import type { Image, ImagePage, SortSettings, TimelineCounts } from '@schemas/photos';
import { settleRealTimers } from '../../../fixtures/settle';

const byDateTaken: SortSettings = { sortKey: 'dateTaken', sortOrder: 'desc' };

function monthImages(key: string, count: number): Image[] {
  return Array.from({ length: count }, (_, index) =>
    fixtureImage(`${key}-${String(index + 1).padStart(4, '0')}`, `${key}-10T10:00:00.000Z`),
  );
}

/** A fake month service over `sizes` (key → photo count): the fixture library, paging by offset cursors. */
function setup(sizes: Record<string, number>, counts: TimelineCounts, sort: SortSettings = byDateTaken, saveSort = vi.fn()) {
  const requests: MonthPageRequest[] = [];
  const library = fixtureLibrary(Object.entries(sizes).flatMap(([key, count]) => monthImages(key, count)));
  const page = async ({ input }: { input: MonthPageRequest }): Promise<MonthPageOutput> => {
    requests.push(input);
    return { key: input.key, page: library.monthPage(input.year, input.month, input) };
  };
  const flatRequests: LibraryPageRequest[] = [];
  const machine = photoTimelineMachine.provide({
    actions: { saveSort: (_, params) => saveSort(params.sort) },
    actors: {
      loadTimelineCounts: fromPromise<TimelineCounts>(async () => counts),
      loadMonthPage: fromPromise(page),
      loadMonthRest: fromPromise(page),
      loadLibraryPage: fromPromise<ImagePage, LibraryPageRequest>(async ({ input }) => {
        flatRequests.push(input);
        return input.cursor ? fixtureFlatLastPage : fixtureFlatFirstPage;
      }),
    },
  });
  const actor = createActor(machine, { input: { sort } }).start();
  return { actor, requests, flatRequests };
}

const idle = (snapshot: ReturnType<ReturnType<typeof setup>['actor']['getSnapshot']>) =>
  snapshot.matches({ timeline: { Finished: { firstPages: 'idle', restPages: 'idle' } } });

/** The timeline over `sizes` and `counts` (newest first), March 2024 in view and its first page in. */
async function marchShown(sizes: Record<string, number>, counts: TimelineCounts) {
  const run = setup(sizes, counts);
  await waitFor(run.actor, (s) => s.matches({ timeline: 'Finished' }));
  run.actor.send({ type: 'photoTimeline.monthVisible', year: 2024, month: 3 });
  const shown = await waitFor(run.actor, (s) => s.context.months[0]?.status === 'fulfilled');
  return { ...run, shown };
}

describe('photoTimeline', () => {
  it('builds the months newest first from the counts, with the undated bucket last, and asks for the first month at once', async () => {
    const { actor, requests } = setup({}, { '2023': { '12': 3, '1': 2 }, '2024': { '3': 30 }, '1970': { '1': 2 } });
    const snapshot = await waitFor(actor, (s) => s.matches({ timeline: 'Finished' }));
    expect(requests.map((request) => [request.key, request.limit])).toEqual([['2024-03', 24]]);
    expect(snapshot.context.months.map((month) => [month.key, month.count, month.status])).toEqual([
      ['2024-03', 30, 'pending'],
      ['2023-12', 3, 'uninitialized'],
      ['2023-01', 2, 'uninitialized'],
      ['1970-01', 2, 'uninitialized'],
    ]);
  });

  const bigMonth = () => marchShown({ '2024-03': 1130 }, { '2024': { '3': 1130 } });

  it('shows the first 24 photos of a month when it becomes visible', async () => {
    // the first month was asked for with the counts; it becoming visible changes nothing
    const { shown, requests } = await bigMonth();
    expect(shown.context.months[0]?.images).toHaveLength(24);
    expect(requests).toEqual([
      expect.objectContaining({ key: '2024-03', year: 2024, month: 3, limit: 24, cursor: null, sort: byDateTaken }),
    ]);
  });

  it('does not load a month again when it becomes visible again', async () => {
    const { actor, requests } = await bigMonth();
    actor.send({ type: 'photoTimeline.monthVisible', year: 2024, month: 3 });
    expect(requests).toHaveLength(1);
  });

  it('loads the rest of a month in pages of 500 after +N', async () => {
    const { actor, requests } = await bigMonth();
    actor.send({ type: 'photoTimeline.monthExpand', year: 2024, month: 3 });
    const snapshot = await waitFor(actor, (s) => s.context.months[0]?.images.length === 1130 && idle(s));
    expect(requests.slice(1).map((request) => [request.limit, request.cursor])).toEqual([
      [500, '24'],
      [500, '524'],
      [500, '1024'],
    ]);
    expect(snapshot.context.months[0]).toMatchObject({ status: 'fulfilled', expanded: true, cursor: null });
    expect(new Set(snapshot.context.months[0]?.images.map((image) => image.imageId)).size).toBe(1130);
  });

  it('loads the most recently seen month first and lets go of a month scrolled past before it loaded', async () => {
    const sizes = { '2024-03': 5, '2024-02': 5, '2024-01': 5, '2023-12': 5, '2023-11': 5 };
    const { actor, requests } = setup(sizes, { '2024': { '3': 5, '2': 5, '1': 5 }, '2023': { '12': 5, '11': 5 } });
    await waitFor(actor, (s) => idle(s) && s.context.months[0]?.status === 'fulfilled');
    actor.send({ type: 'photoTimeline.monthVisible', year: 2024, month: 2 }); // loads at once
    actor.send({ type: 'photoTimeline.monthVisible', year: 2024, month: 1 });
    actor.send({ type: 'photoTimeline.monthVisible', year: 2023, month: 12 });
    actor.send({ type: 'photoTimeline.monthVisible', year: 2023, month: 11 });
    actor.send({ type: 'photoTimeline.monthLeft', year: 2023, month: 12 });
    const snapshot = await waitFor(actor, (s) => idle(s) && s.context.firstQueue.length === 0 && s.context.loadingFirst === null);
    expect(requests.map((request) => request.key)).toEqual(['2024-03', '2024-02', '2023-11', '2024-01']);
    expect(snapshot.context.months.map((month) => month.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'uninitialized',
      'fulfilled',
    ]);
  });

  it('marks a month rejected when its page fails, and loads it again on retry', async () => {
    let fail = true;
    const machine = photoTimelineMachine.provide({
      actors: {
        loadTimelineCounts: fromPromise<TimelineCounts>(async () => fixtureCounts),
        loadMonthPage: fromPromise<MonthPageOutput, MonthPageRequest>(async ({ input }) => {
          if (fail) throw new Error('GET failed with 500');
          return { key: input.key, page: { cursor: null, images: monthImages(input.key, 2) } };
        }),
      },
    });
    const actor = createActor(machine, { input: { sort: byDateTaken } }).start();
    await waitFor(actor, (s) => s.matches({ timeline: 'Finished' }));
    actor.send({ type: 'photoTimeline.monthVisible', year: 1970, month: 1 });
    await waitFor(actor, (s) => s.context.months[1]?.status === 'rejected');
    fail = false;
    actor.send({ type: 'photoTimeline.monthRetry', year: 1970, month: 1 });
    const snapshot = await waitFor(actor, (s) => s.context.months[1]?.status === 'fulfilled');
    expect(snapshot.context.months[1]?.images).toHaveLength(2);
  });

  const marchAndUndated = () => marchShown({ '2024-03': 30, '1970-01': 2 }, fixtureCounts);

  it('resets the months on another date-taken order and loads them in it', async () => {
    const { actor, requests } = await marchAndUndated();
    actor.send({ type: 'photoTimeline.sortChanged', sort: { sortKey: 'dateTaken', sortOrder: 'asc' } });
    const snapshot = await waitFor(actor, (s) => s.matches({ timeline: 'Finished' }));
    expect(snapshot.context.months.map((month) => [month.key, month.status])).toEqual([
      ['1970-01', 'pending'],
      ['2024-03', 'uninitialized'],
    ]);
    actor.send({ type: 'photoTimeline.monthVisible', year: 2024, month: 3 });
    await waitFor(actor, (s) => s.context.months[1]?.status === 'fulfilled');
    expect(requests.at(-1)?.sort).toEqual({ sortKey: 'dateTaken', sortOrder: 'asc' });
  });

  /** The months shown, then the date-added sort chosen and the flat list's first page in. */
  async function flatShown() {
    const run = await marchAndUndated();
    run.actor.send({ type: 'photoTimeline.sortChanged', sort: { sortKey: 'created', sortOrder: 'desc' } });
    const snapshot = await waitFor(run.actor, (s) => s.matches({ flat: 'Finished' }));
    return { ...run, snapshot };
  }

  /** The same, and Load more answered with the flat list's last page. */
  async function flatLoadedToTheEnd() {
    const run = await flatShown();
    run.actor.send({ type: 'photoTimeline.loadMore' });
    const snapshot = await waitFor(run.actor, (s) => s.matches({ flat: { Finished: 'idle' } }) && s.context.flatCursor === null);
    return { ...run, snapshot };
  }

  it('shows the flat list, without months, for a date-added sort', async () => {
    const { snapshot } = await flatShown();
    expect(snapshot.context.months).toEqual([]);
    expect(snapshot.context.flat.map((image) => image.imageId)).toEqual(['flat-1', 'flat-2', 'flat-3']);
  });

  it('adds the next 500 of the flat list on Load more', async () => {
    const { snapshot, flatRequests } = await flatLoadedToTheEnd();
    expect(snapshot.context.flat.map((image) => image.imageId)).toEqual(['flat-1', 'flat-2', 'flat-3', 'flat-4']);
    expect(flatRequests.map((request) => [request.cursor, request.limit, request.sort.sortKey])).toEqual([
      [null, 500, 'created'],
      ['flat-cursor-3', 500, 'created'],
    ]);
  });

  it('asks for nothing more once the flat list is all loaded', async () => {
    const { actor, flatRequests } = await flatLoadedToTheEnd();
    // no cursor: nothing more to load
    actor.send({ type: 'photoTimeline.loadMore' });
    expect(flatRequests).toHaveLength(2);
  });

  /** March's first page shown, and two of its photos picked (the first and the sixth). */
  async function twoPicked() {
    const run = await marchShown({ '2024-03': 30 }, { '2024': { '3': 30 } });
    const before = run.shown.context.months[0]?.images.map((image) => image.imageId) ?? [];
    const ids = [before[0] ?? '', before[5] ?? ''];
    return { ...run, before, ids };
  }

  it('hides photos at once', async () => {
    const { actor, ids } = await twoPicked();
    actor.send({ type: 'photoTimeline.hide', imageIds: ids });
    expect(actor.getSnapshot().context.hidden).toEqual(ids);
  });

  it('brings hidden photos back where they were', async () => {
    const { actor, ids, before } = await twoPicked();
    actor.send({ type: 'photoTimeline.hide', imageIds: ids });
    actor.send({ type: 'photoTimeline.unhide', imageIds: ids });
    expect(actor.getSnapshot().context.hidden).toEqual([]);
    expect(actor.getSnapshot().context.months[0]?.images.map((image) => image.imageId)).toEqual(before);
  });

  it('drops hidden photos with their count once their removal is confirmed', async () => {
    const { actor, ids, before } = await twoPicked();
    actor.send({ type: 'photoTimeline.hide', imageIds: ids });
    actor.send({ type: 'photoTimeline.confirmRemoved', imageIds: ids });
    const after = actor.getSnapshot().context;
    expect(after.hidden).toEqual([]);
    expect(after.removedCount).toBe(2);
    expect(after.months[0]?.count).toBe(28);
    expect(after.months[0]?.images.map((image) => image.imageId)).toEqual(before.filter((id) => !ids.includes(id)));
  });

  it('starts over on reload (after delete-all) and forgets removals', async () => {
    const counts = vi.fn(async (): Promise<TimelineCounts> => ({ '2024': { '3': 30 } }));
    const machine = photoTimelineMachine.provide({ actors: { loadTimelineCounts: fromPromise(counts) } });
    const actor = createActor(machine, { input: { sort: byDateTaken } }).start();
    await waitFor(actor, (s) => s.matches({ timeline: 'Finished' }));
    actor.send({ type: 'photoTimeline.hide', imageIds: ['x'] });
    counts.mockResolvedValueOnce({});
    actor.send({ type: 'photoTimeline.reload' });
    expect(actor.getSnapshot().matches({ timeline: 'InProgress' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ timeline: 'Finished' }));
    expect(snapshot.context.months).toEqual([]);
    expect(snapshot.context.hidden).toEqual([]);
    expect(counts).toHaveBeenCalledTimes(2);
  });

  describe('what loads after a photo (library.loadAfter)', () => {
    // March: 30 photos (24 on its first page), February: 3, January: 2
    const sizes = { '2024-03': 30, '2024-02': 3, '2024-01': 2 };
    const counts: TimelineCounts = { '2024': { '3': 30, '2': 3, '1': 2 } };
    const loaded = async () => {
      const library = setup(sizes, counts);
      await waitFor(library.actor, (s) => idle(s) && s.context.months[0]?.status === 'fulfilled');
      return library;
    };
    const keysAsked = (requests: readonly MonthPageRequest[]) => requests.map((request) => [request.key, request.limit, request.cursor]);

    it('the rest of a partly loaded month, after its last loaded photo', async () => {
      const { actor, requests } = await loaded();
      actor.send({ type: 'photoTimeline.loadAfter', imageId: '2024-03-0024' });
      await settleRealTimers();
      expect(keysAsked(requests).slice(1)).toEqual([['2024-03', 500, '24']]);
      expect(actor.getSnapshot().context.months[0]).toMatchObject({ expanded: true, status: 'fulfilled', cursor: null });
    });

    it('nothing more for a month already opened in full', async () => {
      const { actor, requests } = await loaded();
      actor.send({ type: 'photoTimeline.monthExpand', year: 2024, month: 3 });
      actor.send({ type: 'photoTimeline.loadAfter', imageId: '2024-03-0024' });
      await settleRealTimers();
      expect(keysAsked(requests).slice(1)).toEqual([['2024-03', 500, '24']]);
    });

    it('the first page of the next month, after the last photo of a loaded month', async () => {
      const { actor, requests } = await loaded();
      actor.send({ type: 'photoTimeline.monthExpand', year: 2024, month: 3 });
      await waitFor(actor, (s) => idle(s) && s.context.months[0]?.cursor === null);
      actor.send({ type: 'photoTimeline.loadAfter', imageId: '2024-03-0030' });
      await settleRealTimers();
      expect(keysAsked(requests).at(-1)).toEqual(['2024-02', 24, null]);
      expect(actor.getSnapshot().context.months[1]?.status).toBe('fulfilled');
    });

    it('nothing when the next month is loaded already', async () => {
      const { actor, requests } = await loaded();
      actor.send({ type: 'photoTimeline.monthVisible', year: 2024, month: 2 });
      await waitFor(actor, (s) => idle(s) && s.context.months[1]?.status === 'fulfilled');
      actor.send({ type: 'photoTimeline.loadAfter', imageId: '2024-02-0003' });
      actor.send({ type: 'photoTimeline.loadAfter', imageId: '2024-02-0003' });
      await settleRealTimers();
      expect(keysAsked(requests).map(([key]) => key)).toEqual(['2024-03', '2024-02', '2024-01']);
    });

    it('after the last loaded photo on library.loadMore', async () => {
      const { actor, requests } = await loaded();
      actor.send({ type: 'photoTimeline.loadMore' });
      await settleRealTimers();
      expect(keysAsked(requests).slice(1)).toEqual([['2024-03', 500, '24']]);
    });

    it('the next page of the flat list, and nothing once it is all loaded', async () => {
      const { actor, flatRequests } = setup({}, {}, { sortKey: 'created', sortOrder: 'desc' });
      await waitFor(actor, (s) => s.matches({ flat: { Finished: 'idle' } }));
      actor.send({ type: 'photoTimeline.loadAfter', imageId: 'flat-3' });
      await settleRealTimers();
      expect(flatRequests.map((request) => request.cursor)).toEqual([null, 'flat-cursor-3']);
      actor.send({ type: 'photoTimeline.loadAfter', imageId: 'flat-4' });
      await settleRealTimers();
      expect(flatRequests).toHaveLength(2);
    });
  });

  describe('the sort chosen (library.sortChanged)', () => {
    it('another sort is saved and resets the library', async () => {
      const saveSort = vi.fn();
      const { actor } = setup({ '2024-03': 30 }, { '2024': { '3': 30 } }, byDateTaken, saveSort);
      await waitFor(actor, (s) => idle(s) && s.context.months[0]?.status === 'fulfilled');
      actor.send({ type: 'photoTimeline.sortChanged', sort: { sortKey: 'created', sortOrder: 'asc' } });
      expect(saveSort).toHaveBeenCalledWith({ sortKey: 'created', sortOrder: 'asc' });
      expect(actor.getSnapshot().matches('flat')).toBe(true);
    });

    it('the sort already shown changes nothing: no reset, nothing saved', async () => {
      const saveSort = vi.fn();
      const { actor, requests } = setup({ '2024-03': 30 }, { '2024': { '3': 30 } }, byDateTaken, saveSort);
      const loaded = await waitFor(actor, (s) => idle(s) && s.context.months[0]?.status === 'fulfilled');
      actor.send({ type: 'photoTimeline.sortChanged', sort: { ...byDateTaken } });
      await settleRealTimers();
      expect(actor.getSnapshot().context.months).toBe(loaded.context.months);
      expect(requests).toHaveLength(1);
      expect(saveSort).not.toHaveBeenCalled();
    });
  });
});

// The delete flows and the photo preview: their shortest paths replayed here on their own
// (tests/machines/paths.test.ts replays every catalogued machine too), and the behaviour the paths
// do not show: chunking, retries with back-off then exhaustion, restoring exactly the photos not
// deleted, the confirmation word checked on submit only, and the photo after a delete.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DELETE_CHUNK_SIZE, DELETE_MAX_RETRIES, type FailedList, type Image } from '@schemas/photos';
import {
  bulkDeleteMachine,
  chunk,
  DELETE_FAILED_MESSAGE,
  DELETE_RETRY_BASE_DELAY_MS,
  RETRIES_EXCEEDED_MESSAGE,
} from '@machines/bulkDelete.machine';
import { photoDeleteEntries } from '@machines/catalog.photos.delete';
import { deleteAllMachine, isConfirmationWord } from '@machines/deleteAll.machine';
import {
  fixtureBulkDeleteError,
  fixtureImages,
  fixtureLibraries,
  fixturePhotoNotFound,
  fixtureSelection,
  fixtureUnloadedImage,
} from '@machines/fixtures/photoDeletes';
import { machinePaths, stateLabel } from '@machines/paths';
import { photoDeleteMachine } from '@machines/photoDelete.machine';
import { afterDeleteTarget, photoPreviewMachine, type PreviewLibrary } from '@machines/photoPreview.machine';

describe.each(photoDeleteEntries.map((entry) => [entry.id, entry] as const))('%s paths', (_id, entry) => {
  const paths = machinePaths(entry);
  const provided = entry.machine.provide({ actors: entry.fixtures.actors });

  it('reaches every state', () => {
    expect(paths.length).toBeGreaterThan(3);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(provided, { input: path.input }).start();
    for (const step of path.steps) {
      actor.send(step.event);
      expect(stateLabel(actor.getSnapshot().value)).toBe(stateLabel(step.state));
      expect(actor.getSnapshot().context).toEqual(step.context);
    }
    actor.stop();
  });
});

/** Flushes resolved promises of fromPromise actors. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('bulkDelete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(answers: (photoIds: readonly string[]) => Promise<FailedList>) {
    const calls: string[][] = [];
    const spies = {
      hidePhotos: vi.fn(),
      restorePhotos: vi.fn(),
      confirmRemoval: vi.fn(),
      reportFailure: vi.fn(),
      notifyDeleted: vi.fn(),
    };
    const machine = bulkDeleteMachine.provide({
      actors: {
        deleteChunk: fromPromise<FailedList, { photoIds: readonly string[] }>(async ({ input }) => {
          calls.push([...input.photoIds]);
          return answers(input.photoIds);
        }),
      },
      actions: {
        hidePhotos: (_, params) => spies.hidePhotos(params.photoIds),
        restorePhotos: (_, params) => spies.restorePhotos(params.photoIds),
        confirmRemoval: (_, params) => spies.confirmRemoval(params.photoIds),
        reportFailure: (_, params) => spies.reportFailure(params.error.message, params.cause),
        notifyDeleted: (_, params) => spies.notifyDeleted(params.photoIds),
      },
    });
    const actor = createActor(machine).start();
    return { actor, calls, spies };
  }

  const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

  it('splits ids into chunks of DELETE_CHUNK_SIZE and refuses a size below 1', () => {
    expect(DELETE_CHUNK_SIZE).toBe(100);
    expect(chunk(ids(250)).map((part) => part.length)).toEqual([100, 100, 50]);
    expect(chunk(ids(3), 1)).toEqual([['p0'], ['p1'], ['p2']]);
    expect(() => chunk(ids(3), 0)).toThrow();
    expect(() => chunk(ids(3), 1.5)).toThrow();
  });

  it('ignores Delete without a selection', () => {
    const { actor } = start(async () => ({ failed: [] }));
    actor.send({ type: 'bulkDelete.open', photoIds: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('hides every selected photo at once, deletes in chunks, then ends selection mode and closes', async () => {
    const selection = ids(250);
    const { actor, calls, spies } = start(async () => ({ failed: [] }));
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'bulkDelete.confirm' });
    expect(spies.hidePhotos).toHaveBeenCalledWith(selection);
    await settle();
    await settle();
    await settle();
    expect(calls).toEqual([selection.slice(0, 100), selection.slice(100, 200), selection.slice(200)]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.confirmRemoval).toHaveBeenCalledWith(selection);
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
    expect(spies.restorePhotos).not.toHaveBeenCalled();
    expect(spies.reportFailure).not.toHaveBeenCalled();
  });

  it('retries a failing chunk with a growing back-off, then reports the exhaustion and restores every photo still there', async () => {
    const selection = ids(150);
    // the first chunk goes through; the second always fails
    const { actor, calls, spies } = start(async (photoIds) => {
      if (photoIds[0] === 'p100') throw fixtureBulkDeleteError;
      return { failed: [] };
    });
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    actor.send({ type: 'bulkDelete.confirm' });
    await settle();
    await settle();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().matches({ deleting: 'waitingToRetry' })).toBe(true);
    const backoffs = [DELETE_RETRY_BASE_DELAY_MS, DELETE_RETRY_BASE_DELAY_MS * 2, DELETE_RETRY_BASE_DELAY_MS * 4];
    expect(backoffs).toHaveLength(DELETE_MAX_RETRIES);
    for (const wait of backoffs) {
      const before = calls.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(calls, `retry after ${wait} ms`).toHaveLength(before + 1);
    }
    // 1 try + DELETE_MAX_RETRIES retries of the second chunk
    expect(calls.slice(1)).toEqual(Array.from({ length: DELETE_MAX_RETRIES + 1 }, () => selection.slice(100)));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(spies.reportFailure).toHaveBeenCalledWith(RETRIES_EXCEEDED_MESSAGE, fixtureBulkDeleteError.message);
    // exactly the photos not deleted come back; the deleted ones stay out of the grid
    expect(spies.restorePhotos).toHaveBeenCalledWith(selection.slice(100));
    expect(spies.notifyDeleted).not.toHaveBeenCalled();
    expect(spies.confirmRemoval).not.toHaveBeenCalled();

    // closing after the failure drops the deleted photos for good
    actor.send({ type: 'bulkDelete.cancel' });
    expect(spies.confirmRemoval).toHaveBeenCalledWith(selection.slice(0, 100));
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('treats a non-empty failed list as a failure and retries only the photos it names', async () => {
    const selection = ids(5);
    let answer = 0;
    const { actor, calls, spies } = start(async () => (answer++ === 0 ? { failed: ['p1', 'p3', 'elsewhere'] } : { failed: [] }));
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    actor.send({ type: 'bulkDelete.confirm' });
    await settle();
    expect(actor.getSnapshot().matches({ deleting: 'waitingToRetry' })).toBe(true);
    expect(actor.getSnapshot().context.lastError).toBe(DELETE_FAILED_MESSAGE);
    await vi.advanceTimersByTimeAsync(DELETE_RETRY_BASE_DELAY_MS);
    await settle();
    expect(calls).toEqual([selection, ['p1', 'p3']]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
  });

  it('restores exactly the photos the service did not delete when a partial failure persists', async () => {
    const selection = ids(5);
    const { actor, spies } = start(async () => ({ failed: ['p2'] }));
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    actor.send({ type: 'bulkDelete.confirm' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(spies.restorePhotos).toHaveBeenCalledWith(['p2']);
    expect(spies.reportFailure).toHaveBeenCalledWith(RETRIES_EXCEEDED_MESSAGE, DELETE_FAILED_MESSAGE);
  });

  it('tries the photos still there again from the failure, hiding them again', async () => {
    const selection = ids(3);
    let failing = true;
    const { actor, calls, spies } = start(async () => {
      if (failing) throw fixtureBulkDeleteError;
      return { failed: [] };
    });
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    actor.send({ type: 'bulkDelete.confirm' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('failed');
    failing = false;
    actor.send({ type: 'bulkDelete.confirm' });
    expect(spies.hidePhotos).toHaveBeenLastCalledWith(selection);
    await settle();
    expect(calls.at(-1)).toEqual(selection);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
  });
});

describe('photoDelete', () => {
  function start(deletePhoto: () => Promise<undefined>) {
    const spies = { hidePhoto: vi.fn(), restorePhoto: vi.fn(), confirmRemoval: vi.fn(), notifyDeleted: vi.fn(), reportFailure: vi.fn() };
    const machine = photoDeleteMachine.provide({
      actors: { deletePhoto: fromPromise(deletePhoto) },
      actions: {
        hidePhoto: (_, params) => spies.hidePhoto(params.photoId),
        restorePhoto: (_, params) => spies.restorePhoto(params.photoId),
        confirmRemoval: (_, params) => spies.confirmRemoval(params.photoId),
        notifyDeleted: (_, params) => spies.notifyDeleted(params.photoId),
        reportFailure: (_, params) => spies.reportFailure(params.error),
      },
    });
    return { actor: createActor(machine).start(), spies };
  }

  it('hides the photo optimistically and drops it for good on success', async () => {
    const { actor, spies } = start(async () => undefined);
    actor.send({ type: 'photoDelete.open', photoId: 'photo-2' });
    actor.send({ type: 'photoDelete.confirm' });
    expect(spies.hidePhoto).toHaveBeenCalledWith('photo-2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.confirmRemoval).toHaveBeenCalledWith('photo-2');
    expect(spies.notifyDeleted).toHaveBeenCalledWith('photo-2');
    expect(spies.restorePhoto).not.toHaveBeenCalled();
  });

  it('brings the photo back and stays open on failure', async () => {
    const { actor, spies } = start(async () => {
      throw new Error('DELETE /photos/photo-2 failed with 500');
    });
    actor.send({ type: 'photoDelete.open', photoId: 'photo-2' });
    actor.send({ type: 'photoDelete.confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(spies.restorePhoto).toHaveBeenCalledWith('photo-2');
    expect(spies.reportFailure).toHaveBeenCalledTimes(1);
    expect(spies.notifyDeleted).not.toHaveBeenCalled();
  });
});

describe('deleteAll', () => {
  it('compares the trimmed word exactly, case included (DECISIONS 30)', () => {
    expect(isConfirmationWord(' DELETE ', 'DELETE')).toBe(true);
    expect(isConfirmationWord('delete', 'DELETE')).toBe(false);
    expect(isConfirmationWord('DELETED', 'DELETE')).toBe(false);
    expect(isConfirmationWord('', '')).toBe(false);
    expect(isConfirmationWord('VERWIJDEREN', 'VERWIJDEREN')).toBe(true);
  });

  it('checks the word on submit only, then deletes and goes to the top of the list', async () => {
    const spies = { goToPhotos: vi.fn(), scrollToTop: vi.fn(), reloadLibrary: vi.fn(), deleteAll: vi.fn(async () => undefined) };
    const machine = deleteAllMachine.provide({
      actors: { deleteAllPhotos: fromPromise(spies.deleteAll) },
      actions: { goToPhotos: spies.goToPhotos, scrollToTop: spies.scrollToTop, reloadLibrary: spies.reloadLibrary },
    });
    const actor = createActor(machine, { input: { confirmationWord: 'DELETE' } }).start();
    actor.send({ type: 'deleteAll.open' });
    actor.send({ type: 'deleteAll.edit', typed: 'delete' });
    expect(actor.getSnapshot().context.wordMismatch).toBe(false);
    actor.send({ type: 'deleteAll.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.wordMismatch).toBe(true);
    // typing does not re-check: the error stays until the next submit
    actor.send({ type: 'deleteAll.edit', typed: 'DELETE ' });
    expect(actor.getSnapshot().context.wordMismatch).toBe(true);
    expect(spies.deleteAll).not.toHaveBeenCalled();
    actor.send({ type: 'deleteAll.submit' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spies.deleteAll).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.goToPhotos).toHaveBeenCalledTimes(1);
    expect(spies.scrollToTop).toHaveBeenCalledTimes(1);
    expect(spies.reloadLibrary).toHaveBeenCalledTimes(1);
    // opening again starts with an empty field
    actor.send({ type: 'deleteAll.open' });
    expect(actor.getSnapshot().context).toMatchObject({ typed: '', wordMismatch: false });
  });

  it('stays open with the failure and can try again', async () => {
    let fail = true;
    const reportFailure = vi.fn();
    const machine = deleteAllMachine.provide({
      actors: {
        deleteAllPhotos: fromPromise(async () => {
          if (fail) throw new Error('DELETE /photos/all failed with 500');
          return undefined;
        }),
      },
      actions: { reportFailure },
    });
    const actor = createActor(machine, { input: { confirmationWord: 'DELETE' } }).start();
    actor.send({ type: 'deleteAll.open' });
    actor.send({ type: 'deleteAll.edit', typed: 'DELETE' });
    actor.send({ type: 'deleteAll.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(reportFailure).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'deleteAll.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('photoPreview', () => {
  const [first, second, third] = fixtureImages as [Image, Image, Image];
  const library = (photos: readonly Image[], extra: Partial<PreviewLibrary> = {}): PreviewLibrary => ({
    photos,
    hasMore: false,
    gapsAfter: [],
    status: 'ready',
    ...extra,
  });

  function start(photoId: string, lib: PreviewLibrary, fetchPhoto: (id: string) => Promise<Image> = async () => fixtureUnloadedImage) {
    const spies = {
      navigateToPhoto: vi.fn(),
      loadAfter: vi.fn(),
      loadAround: vi.fn(),
      track: vi.fn(),
      closeToList: vi.fn(),
      redirectToList: vi.fn(),
    };
    const machine = photoPreviewMachine.provide({
      actors: { fetchPhoto: fromPromise<Image, { photoId: string }>(async ({ input }) => fetchPhoto(input.photoId)) },
      actions: {
        navigateToPhoto: (_, params) => spies.navigateToPhoto(params.photoId),
        loadAfter: (_, params) => {
          if (params.photoId !== null) spies.loadAfter(params.photoId);
        },
        loadAround: (_, params) => spies.loadAround(params.photo.imageId),
        track: (_, params) => spies.track(params.direction),
        closeToList: spies.closeToList,
        redirectToList: spies.redirectToList,
      },
    });
    return { actor: createActor(machine, { input: { photoId, library: lib } }).start(), spies };
  }

  it('steps through the display order, tracking each move, and stops at the ends', () => {
    const { actor, spies } = start('photo-1', library(fixtureImages));
    expect(actor.getSnapshot().context.photo).toEqual(first);
    actor.send({ type: 'preview.previous' });
    expect(spies.navigateToPhoto).not.toHaveBeenCalled();
    actor.send({ type: 'preview.next' });
    actor.send({ type: 'preview.next' });
    expect(actor.getSnapshot().context.photo).toEqual(third);
    actor.send({ type: 'preview.next' });
    expect(spies.navigateToPhoto.mock.calls).toEqual([['photo-2'], ['photo-3']]);
    expect(spies.track.mock.calls).toEqual([['next'], ['next']]);
    actor.send({ type: 'preview.previous' });
    expect(actor.getSnapshot().context.photo).toEqual(second);
    expect(spies.track).toHaveBeenLastCalledWith('previous');
  });

  it('loads what follows when the last loaded photo (or one before a gap) is opened', () => {
    const last = start('photo-3', library(fixtureImages, { hasMore: true }));
    expect(last.spies.loadAfter).toHaveBeenCalledWith('photo-3');
    const gap = start('photo-1', library(fixtureImages, { gapsAfter: ['photo-1'] }));
    expect(gap.spies.loadAfter).toHaveBeenCalledWith('photo-1');
    const middle = start('photo-2', library(fixtureImages, { hasMore: true }));
    expect(middle.spies.loadAfter).not.toHaveBeenCalled();
    middle.actor.send({ type: 'preview.next' });
    expect(middle.spies.loadAfter).toHaveBeenCalledWith('photo-3');
    const end = start('photo-3', library(fixtureImages));
    expect(end.spies.loadAfter).not.toHaveBeenCalled();
  });

  it('never steps across photos not loaded yet: it waits for them, then goes to the true neighbour', () => {
    // photo-1 ends a partly loaded month; photo-2 opens the next month
    const partly = library([first, third], { gapsAfter: ['photo-1'] });
    const forward = start('photo-1', partly);
    expect(forward.spies.loadAfter).toHaveBeenCalledWith('photo-1');
    forward.actor.send({ type: 'preview.next' });
    expect(forward.actor.getSnapshot().context.photoId).toBe('photo-1');
    expect(forward.spies.navigateToPhoto).not.toHaveBeenCalled();
    forward.actor.send({ type: 'preview.libraryChanged', library: library(fixtureImages) });
    forward.actor.send({ type: 'preview.next' });
    expect(forward.actor.getSnapshot().context.photoId).toBe('photo-2');
    // backwards from the first photo after the gap: the rest of the month before it loads first
    const backward = start('photo-3', partly);
    expect(backward.spies.loadAfter).toHaveBeenCalledWith('photo-1');
    backward.actor.send({ type: 'preview.previous' });
    expect(backward.actor.getSnapshot().context.photoId).toBe('photo-3');
    backward.actor.send({ type: 'preview.libraryChanged', library: library(fixtureImages) });
    backward.actor.send({ type: 'preview.previous' });
    expect(backward.actor.getSnapshot().context.photoId).toBe('photo-2');
  });

  it('after a delete moves to the previous photo, or to the second when at the first, or to the list', () => {
    expect(afterDeleteTarget(fixtureImages, 'photo-2', 1)).toEqual(first);
    expect(afterDeleteTarget(fixtureImages, 'photo-1', 0)).toEqual(second);
    expect(afterDeleteTarget([first], 'photo-1', 0)).toBeNull();

    const middle = start('photo-2', library(fixtureImages));
    // the photo is hidden while its delete is on its way: the preview keeps showing it
    middle.actor.send({ type: 'preview.libraryChanged', library: library([first, third]) });
    expect(middle.actor.getSnapshot().context.photo).toEqual(second);
    middle.actor.send({ type: 'preview.photoDeleted', photoId: 'photo-2' });
    expect(middle.spies.navigateToPhoto).toHaveBeenCalledWith('photo-1');

    const atFirst = start('photo-1', library(fixtureImages));
    atFirst.actor.send({ type: 'preview.photoDeleted', photoId: 'photo-1' });
    expect(atFirst.spies.navigateToPhoto).toHaveBeenCalledWith('photo-2');

    const alone = start('photo-1', library([first]));
    alone.actor.send({ type: 'preview.libraryChanged', library: library([], { status: 'empty' }) });
    alone.actor.send({ type: 'preview.photoDeleted', photoId: 'photo-1' });
    expect(alone.spies.redirectToList).toHaveBeenCalledTimes(1);
  });

  it('fetches a photo not loaded yet, loads its month and follows the library once it is there', async () => {
    const { actor, spies } = start('photo-9', library(fixtureImages));
    expect(actor.getSnapshot().value).toBe('fetching');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('showing');
    expect(spies.loadAround).toHaveBeenCalledWith('photo-9');
    actor.send({ type: 'preview.next' });
    expect(spies.navigateToPhoto).not.toHaveBeenCalled();
    actor.send({ type: 'preview.libraryChanged', library: fixtureLibraries.withUnloaded });
    actor.send({ type: 'preview.previous' });
    expect(spies.navigateToPhoto).toHaveBeenCalledWith('photo-3');
  });

  it('redirects to the list for an unknown photo or an empty library, and waits while the library loads', async () => {
    const unknown = start('nope', library(fixtureImages), async () => {
      throw fixturePhotoNotFound;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unknown.spies.redirectToList).toHaveBeenCalledTimes(1);

    const empty = start('photo-1', library([], { status: 'empty' }));
    expect(empty.spies.redirectToList).toHaveBeenCalledTimes(1);

    const loading = start('photo-2', library([], { status: 'loading' }));
    expect(loading.actor.getSnapshot().value).toBe('waitingForLibrary');
    loading.actor.send({ type: 'preview.libraryChanged', library: library(fixtureImages) });
    expect(loading.actor.getSnapshot().value).toBe('showing');
    expect(loading.actor.getSnapshot().context.photo).toEqual(second);
  });

  it('resolves the photo again when the route names another one', () => {
    const { actor } = start('photo-1', library(fixtureImages));
    actor.send({ type: 'preview.show', photoId: 'photo-3' });
    expect(actor.getSnapshot().context.photo).toEqual(third);
    expect(fixtureSelection).toHaveLength(DELETE_CHUNK_SIZE + 20);
  });
});

// The photo preview: its shortest paths, and what they do not show: finding the photo, stepping
// through the library and the photo after a delete.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fromCallback } from 'xstate/actors';
import { DELETE_CHUNK_SIZE, type Image } from '@schemas/photos';
import {
  fixtureImages,
  fixtureLibraries,
  fixturePhotoNotFound,
  fixtureSelection,
  fixtureUnloadedImage,
} from '@machines/photos/library/fixtures/deletes';
import {
  afterDeleteTarget,
  neighbour,
  photoPreviewMachine,
  type PhotoPreviewEvent,
  type PreviewLibrary,
} from '@machines/photos/preview/photoPreview.machine';

import { catalogEntry } from '../../../fixtures/catalog';

import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleRealTimers } from '../../../fixtures/settle';

describe('photoPreview paths', () => {
  replayShortestPaths(catalogEntry('photoPreview'), { minPaths: 4 });
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

  /** Opened on the first photo and moved forward three times: the last move goes nowhere. */
  function steppedToTheEnd() {
    const run = start('photo-1', library(fixtureImages));
    run.actor.send({ type: 'photoPreview.next' });
    run.actor.send({ type: 'photoPreview.next' });
    run.actor.send({ type: 'photoPreview.next' });
    return run;
  }

  it('does not step back from the first photo', () => {
    const { actor, spies } = start('photo-1', library(fixtureImages));
    expect(actor.getSnapshot().context.photo).toEqual(first);
    actor.send({ type: 'photoPreview.previous' });
    expect(spies.navigateToPhoto).not.toHaveBeenCalled();
  });

  it('steps forward through the display order, tracking each move, and stops at the last photo', () => {
    const { actor, spies } = start('photo-1', library(fixtureImages));
    actor.send({ type: 'photoPreview.next' });
    actor.send({ type: 'photoPreview.next' });
    expect(actor.getSnapshot().context.photo).toEqual(third);
    actor.send({ type: 'photoPreview.next' });
    expect(spies.navigateToPhoto.mock.calls).toEqual([['photo-2'], ['photo-3']]);
    expect(spies.track.mock.calls).toEqual([['next'], ['next']]);
  });

  it('steps back to the previous photo, tracking the move', () => {
    const { actor, spies } = steppedToTheEnd();
    actor.send({ type: 'photoPreview.previous' });
    expect(actor.getSnapshot().context.photo).toEqual(second);
    expect(spies.track).toHaveBeenLastCalledWith('previous');
  });

  it('loads what follows when the last loaded photo is opened', () => {
    const last = start('photo-3', library(fixtureImages, { hasMore: true }));
    expect(last.spies.loadAfter).toHaveBeenCalledWith('photo-3');
  });

  it('loads what follows a gap when the photo before it is opened', () => {
    const gap = start('photo-1', library(fixtureImages, { gapsAfter: ['photo-1'] }));
    expect(gap.spies.loadAfter).toHaveBeenCalledWith('photo-1');
  });

  it('loads what follows only on stepping onto the last loaded photo', () => {
    const middle = start('photo-2', library(fixtureImages, { hasMore: true }));
    expect(middle.spies.loadAfter).not.toHaveBeenCalled();
    middle.actor.send({ type: 'photoPreview.next' });
    expect(middle.spies.loadAfter).toHaveBeenCalledWith('photo-3');
  });

  it('loads nothing after the last photo of a library with nothing more', () => {
    const end = start('photo-3', library(fixtureImages));
    expect(end.spies.loadAfter).not.toHaveBeenCalled();
  });

  // photo-1 ends a partly loaded month; photo-2 opens the next month
  const partly = () => library([first, third], { gapsAfter: ['photo-1'] });

  it('never steps forward across photos not loaded yet: it waits for them, then goes to the true next one', () => {
    const forward = start('photo-1', partly());
    expect(forward.spies.loadAfter).toHaveBeenCalledWith('photo-1');
    forward.actor.send({ type: 'photoPreview.next' });
    expect(forward.actor.getSnapshot().context.photoId).toBe('photo-1');
    expect(forward.spies.navigateToPhoto).not.toHaveBeenCalled();
    forward.actor.send({ type: 'photoPreview.libraryChanged', library: library(fixtureImages) });
    forward.actor.send({ type: 'photoPreview.next' });
    expect(forward.actor.getSnapshot().context.photoId).toBe('photo-2');
  });

  it('never steps back across photos not loaded yet: the rest of the month before loads first', () => {
    // backwards from the first photo after the gap: the rest of the month before it loads first
    const backward = start('photo-3', partly());
    expect(backward.spies.loadAfter).toHaveBeenCalledWith('photo-1');
    backward.actor.send({ type: 'photoPreview.previous' });
    expect(backward.actor.getSnapshot().context.photoId).toBe('photo-3');
    backward.actor.send({ type: 'photoPreview.libraryChanged', library: library(fixtureImages) });
    backward.actor.send({ type: 'photoPreview.previous' });
    expect(backward.actor.getSnapshot().context.photoId).toBe('photo-2');
  });

  it('after a delete picks the previous photo, or the second when at the first, or none', () => {
    expect(afterDeleteTarget(fixtureImages, 'photo-2', 1)).toEqual(first);
    expect(afterDeleteTarget(fixtureImages, 'photo-1', 0)).toEqual(second);
    expect(afterDeleteTarget([first], 'photo-1', 0)).toBeNull();
  });

  it('keeps showing a photo hidden while its delete is on its way, then moves to the previous one', () => {
    const middle = start('photo-2', library(fixtureImages));
    // the photo is hidden while its delete is on its way: the preview keeps showing it
    middle.actor.send({ type: 'photoPreview.libraryChanged', library: library([first, third]) });
    expect(middle.actor.getSnapshot().context.photo).toEqual(second);
    middle.actor.send({ type: 'photoPreview.photoDeleted', photoId: 'photo-2' });
    expect(middle.spies.navigateToPhoto).toHaveBeenCalledWith('photo-1');
  });

  it('moves to the second photo after the first one is deleted', () => {
    const atFirst = start('photo-1', library(fixtureImages));
    atFirst.actor.send({ type: 'photoPreview.photoDeleted', photoId: 'photo-1' });
    expect(atFirst.spies.navigateToPhoto).toHaveBeenCalledWith('photo-2');
  });

  it('goes to the list after the only photo is deleted', () => {
    const alone = start('photo-1', library([first]));
    alone.actor.send({ type: 'photoPreview.libraryChanged', library: library([], { status: 'empty' }) });
    alone.actor.send({ type: 'photoPreview.photoDeleted', photoId: 'photo-1' });
    expect(alone.spies.redirectToList).toHaveBeenCalledTimes(1);
  });

  it('fetches a photo not loaded yet and loads its month', async () => {
    const { actor, spies } = start('photo-9', library(fixtureImages));
    expect(actor.getSnapshot().value).toBe('fetching');
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(spies.loadAround).toHaveBeenCalledWith('photo-9');
  });

  it('steps from a fetched photo only once the library has its neighbours', async () => {
    const { actor, spies } = start('photo-9', library(fixtureImages));
    await settleRealTimers();
    actor.send({ type: 'photoPreview.next' });
    expect(spies.navigateToPhoto).not.toHaveBeenCalled();
    actor.send({ type: 'photoPreview.libraryChanged', library: fixtureLibraries.withUnloaded });
    actor.send({ type: 'photoPreview.previous' });
    expect(spies.navigateToPhoto).toHaveBeenCalledWith('photo-3');
  });

  it('redirects to the list for an unknown photo', async () => {
    const unknown = start('nope', library(fixtureImages), async () => {
      throw fixturePhotoNotFound;
    });
    await settleRealTimers();
    expect(unknown.spies.redirectToList).toHaveBeenCalledTimes(1);
  });

  it('redirects to the list for an empty library', () => {
    const empty = start('photo-1', library([], { status: 'empty' }));
    expect(empty.spies.redirectToList).toHaveBeenCalledTimes(1);
  });

  it('waits while the library loads, then shows the photo', () => {
    const loading = start('photo-2', library([], { status: 'loading' }));
    expect(loading.actor.getSnapshot().value).toBe('waitingForLibrary');
    loading.actor.send({ type: 'photoPreview.libraryChanged', library: library(fixtureImages) });
    expect(loading.actor.getSnapshot().value).toBe('showing');
    expect(loading.actor.getSnapshot().context.photo).toEqual(second);
  });

  it('resolves the photo again when the route names another one', () => {
    const { actor } = start('photo-1', library(fixtureImages));
    actor.send({ type: 'photoPreview.show', photoId: 'photo-3' });
    expect(actor.getSnapshot().context.photo).toEqual(third);
    expect(fixtureSelection).toHaveLength(DELETE_CHUNK_SIZE + 20);
  });

  describe('the library it hears of from its watchLibrary actor', () => {
    function startWatching(photoId: string, initial: PreviewLibrary) {
      let tell: (library: PreviewLibrary) => void = () => {};
      const stopped = vi.fn();
      const machine = photoPreviewMachine.provide({
        actors: {
          watchLibrary: fromCallback<PhotoPreviewEvent>(({ sendBack }) => {
            tell = (next) => sendBack({ type: 'photoPreview.libraryChanged', library: next });
            return stopped;
          }),
        },
      });
      const actor = createActor(machine, { input: { photoId, library: initial } }).start();
      return { actor, tell: (next: PreviewLibrary) => tell(next), stopped };
    }

    it('shows the photo once the library it waited for has it', () => {
      const { actor, tell } = startWatching('photo-2', library([], { status: 'loading' }));
      expect(actor.getSnapshot().value).toBe('waitingForLibrary');
      tell(library(fixtureImages));
      expect(actor.getSnapshot().value).toBe('showing');
      expect(actor.getSnapshot().context.photo?.imageId).toBe('photo-2');
    });

    it('follows the library while showing (a neighbour loaded later)', () => {
      const { actor, tell } = startWatching('photo-1', library([first]));
      expect(neighbour(actor.getSnapshot().context, 'next')).toBeNull();
      tell(library([first, second]));
      expect(neighbour(actor.getSnapshot().context, 'next')?.imageId).toBe(second.imageId);
    });

    it('stops watching when the preview ends', () => {
      const { actor, stopped } = startWatching('photo-1', library([first]));
      actor.stop();
      expect(stopped).toHaveBeenCalledTimes(1);
    });
  });
});

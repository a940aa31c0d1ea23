// Gallery entry: its shortest paths, and the four request states create, read, update and delete.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureEntry, fixtureGalleryServerError, fixtureNoGallery, fixtureWidgetId } from '@machines/widgets/fixtures';
import { galleryEntryMachine, type GalleryChange, type GalleryData, type GalleryTarget } from '@machines/widgets/galleryEntry.machine';
import type { GalleryEntry } from '@schemas/widgets';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('galleryEntry paths', () => {
  replayShortestPaths(catalogEntry('galleryEntry'), { minPaths: 5 });
});

function gallery(options: { failUpdate?: () => boolean; allowed?: boolean } = {}) {
  const sent: GalleryChange[] = [];
  const machine = galleryEntryMachine.provide({
    actors: {
      readEntry: fromPromise<GalleryData, GalleryTarget>(async () => fixtureNoGallery),
      createEntry: fromPromise<GalleryEntry, GalleryChange>(async ({ input }) => {
        sent.push(input);
        return { ...fixtureEntry, ...input.text };
      }),
      updateEntry: fromPromise<GalleryEntry, GalleryChange>(async ({ input }) => {
        if (options.failUpdate?.()) throw fixtureGalleryServerError;
        sent.push(input);
        return { ...fixtureEntry, ...input.text };
      }),
      deleteEntry: fromPromise<undefined, GalleryTarget>(async () => undefined),
    },
  });
  const actor = createActor(machine, {
    input: { widgetId: fixtureWidgetId, channel: 'albelli-nl', allowed: options.allowed ?? true },
  }).start();
  return { actor, sent };
}

describe('galleryEntry', () => {
  it('creates, updates and deletes, each with its own request state', async () => {
    let failUpdate = true;
    const { actor, sent } = gallery({ failUpdate: () => failUpdate });
    await waitFor(actor, (snapshot) => snapshot.matches('NotPublished'));
    expect(actor.getSnapshot().context.requests).toEqual({
      create: 'NotRequested',
      read: 'Finished',
      update: 'NotRequested',
      delete: 'NotRequested',
    });
    actor.send({ type: 'galleryEntry.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ categoryId: 'required', title: 'required' });
    actor.send({ type: 'galleryEntry.edit', field: 'categoryId', value: 'travel' });
    actor.send({ type: 'galleryEntry.edit', field: 'title', value: '  Rome  ' });
    actor.send({ type: 'galleryEntry.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('Published'));
    expect(sent[0]).toEqual({
      widgetId: fixtureWidgetId,
      channel: 'albelli-nl',
      text: { categoryId: 'travel', title: 'Rome', description: '' },
    });
    actor.send({ type: 'galleryEntry.edit', field: 'title', value: 'Rome again' });
    actor.send({ type: 'galleryEntry.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.requests.update === 'Failed');
    // the failed update keeps what was typed
    expect(actor.getSnapshot().context.form.title).toBe('Rome again');
    failUpdate = false;
    actor.send({ type: 'galleryEntry.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.requests.update === 'Finished');
    expect(actor.getSnapshot().context.entry?.title).toBe('Rome again');
    actor.send({ type: 'galleryEntry.delete' });
    await waitFor(actor, (snapshot) => snapshot.matches('NotPublished'));
    expect(actor.getSnapshot().context.requests).toEqual({ create: 'Finished', read: 'Finished', update: 'Finished', delete: 'Finished' });
  });

  it('publishes nothing for an order on hold', async () => {
    const { actor, sent } = gallery({ allowed: false });
    await waitFor(actor, (snapshot) => snapshot.matches('NotPublished'));
    actor.send({ type: 'galleryEntry.edit', field: 'categoryId', value: 'travel' });
    actor.send({ type: 'galleryEntry.edit', field: 'title', value: 'Rome' });
    expect(actor.getSnapshot().can({ type: 'galleryEntry.submit' })).toBe(false);
    actor.send({ type: 'galleryEntry.submit' });
    expect(actor.getSnapshot().matches('NotPublished')).toBe(true);
    expect(sent).toEqual([]);
  });
});

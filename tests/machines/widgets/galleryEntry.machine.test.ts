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

/** The entry read (none published); its first update fails. */
async function readUnpublished() {
  let updates = 0;
  const run = gallery({ failUpdate: () => ++updates === 1 });
  await waitFor(run.actor, (snapshot) => snapshot.matches('NotPublished'));
  return run;
}

/** The same, published with a category and '  Rome  '. */
async function published() {
  const run = await readUnpublished();
  run.actor.send({ type: 'galleryEntry.edit', field: 'categoryId', value: 'travel' });
  run.actor.send({ type: 'galleryEntry.edit', field: 'title', value: '  Rome  ' });
  run.actor.send({ type: 'galleryEntry.submit' });
  await waitFor(run.actor, (snapshot) => snapshot.matches('Published'));
  return run;
}

/** The same, its title changed to 'Rome again' and the update failed. */
async function updateFailed() {
  const run = await published();
  run.actor.send({ type: 'galleryEntry.edit', field: 'title', value: 'Rome again' });
  run.actor.send({ type: 'galleryEntry.submit' });
  await waitFor(run.actor, (snapshot) => snapshot.context.requests.update === 'Failed');
  return run;
}

/** The same, submitted again and updated. */
async function updated() {
  const run = await updateFailed();
  run.actor.send({ type: 'galleryEntry.submit' });
  await waitFor(run.actor, (snapshot) => snapshot.context.requests.update === 'Finished');
  return run;
}

describe('galleryEntry', () => {
  it('reads the entry first, with every other request not asked yet', async () => {
    const { actor } = await readUnpublished();
    expect(actor.getSnapshot().context.requests).toEqual({
      create: 'NotRequested',
      read: 'Finished',
      update: 'NotRequested',
      delete: 'NotRequested',
    });
  });

  it('checks the form on submit before creating', async () => {
    const { actor } = await readUnpublished();
    actor.send({ type: 'galleryEntry.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ categoryId: 'required', title: 'required' });
  });

  it('creates the entry with the title trimmed', async () => {
    const { sent } = await published();
    expect(sent[0]).toEqual({
      widgetId: fixtureWidgetId,
      channel: 'albelli-nl',
      text: { categoryId: 'travel', title: 'Rome', description: '' },
    });
  });

  it('keeps what was typed when an update fails', async () => {
    const { actor } = await updateFailed();
    // the failed update keeps what was typed
    expect(actor.getSnapshot().context.form.title).toBe('Rome again');
  });

  it('updates the entry when submitted again after a failure', async () => {
    const { actor } = await updated();
    expect(actor.getSnapshot().context.entry?.title).toBe('Rome again');
  });

  it('deletes the entry, each request with its own state Finished', async () => {
    const { actor } = await updated();
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

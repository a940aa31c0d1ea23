// Single photo download: its shortest paths, and what the paths do not show: the photo reaches the
// download actor, a failure keeps the modal open and is reported, Try again succeeds, closing resets
// from every state but pending, and only a closed success ends selection mode.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureDownloadPhoto, fixtureMediaServerError } from '@machines/photos/downloads/fixtures';
import { photoDownloadMachine, type DownloadablePhoto } from '@machines/photos/downloads/photoDownload.machine';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('photoDownload paths', () => {
  replayShortestPaths(catalogEntry('photoDownload'), { minPaths: 5 });
});

describe('photoDownload', () => {
  function start(downloadPhoto: (photo: DownloadablePhoto) => Promise<undefined>) {
    const spies = { downloadPhoto: vi.fn(downloadPhoto), downloaded: vi.fn(), reportFailure: vi.fn() };
    const machine = photoDownloadMachine.provide({
      actors: { downloadPhoto: fromPromise<undefined, DownloadablePhoto>(({ input }) => spies.downloadPhoto(input)) },
      actions: { reportFailure: (_, params) => spies.reportFailure(params.error) },
    });
    const actor = createActor(machine);
    actor.on('photoDownload.downloaded', () => spies.downloaded());
    return { actor: actor.start(), spies };
  }

  /** The modal opened on the photo and Download pressed. */
  function started(downloadPhoto: Parameters<typeof start>[0]) {
    const run = start(downloadPhoto);
    run.actor.send({ type: 'photoDownload.open', photo: fixtureDownloadPhoto });
    run.actor.send({ type: 'photoDownload.start' });
    return run;
  }

  /** The same, downloaded. */
  async function succeeded() {
    const run = started(async () => undefined);
    await waitFor(run.actor, (snapshot) => snapshot.matches({ open: 'success' }));
    return run;
  }

  /** The same, the download failing the first time only. */
  async function failedOnce() {
    let attempt = 0;
    const run = started(async () => {
      attempt += 1;
      if (attempt === 1) throw fixtureMediaServerError;
      return undefined;
    });
    const failed = await waitFor(run.actor, (snapshot) => snapshot.matches({ open: 'failure' }));
    return { ...run, failed };
  }

  it('opens at initial on the photo, downloading nothing yet', () => {
    const { actor, spies } = start(async () => undefined);
    actor.send({ type: 'photoDownload.open', photo: fixtureDownloadPhoto });
    expect(actor.getSnapshot().matches({ open: 'initial' })).toBe(true);
    expect(spies.downloadPhoto).not.toHaveBeenCalled();
  });

  it('downloads the photo on Download and shows the success', async () => {
    const { actor, spies } = started(async () => undefined);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'success' }));
    expect(spies.downloadPhoto).toHaveBeenCalledWith(fixtureDownloadPhoto);
    expect(spies.downloaded).not.toHaveBeenCalled();
  });

  it('closing after a success resets the modal and ends selection mode', async () => {
    const { actor, spies } = await succeeded();
    actor.send({ type: 'photoDownload.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ photo: null, error: null });
    expect(spies.downloaded).toHaveBeenCalledTimes(1);
  });

  it('keeps the modal open on failure with the error, and reports it', async () => {
    const { spies, failed } = await failedOnce();
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.error).toBe(fixtureMediaServerError.message);
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureMediaServerError);
  });

  it('Try again clears the error and downloads the photo', async () => {
    const { actor, spies } = await failedOnce();
    actor.send({ type: 'photoDownload.start' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'success' }));
    expect(spies.downloadPhoto).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while pending, and ignores a second Download', async () => {
    let release: () => void = () => undefined;
    const { actor, spies } = start(() => new Promise((resolve) => (release = () => resolve(undefined))));
    actor.send({ type: 'photoDownload.open', photo: fixtureDownloadPhoto });
    actor.send({ type: 'photoDownload.start' });
    actor.send({ type: 'photoDownload.close' });
    actor.send({ type: 'photoDownload.start' });
    expect(actor.getSnapshot().matches({ open: 'pending' })).toBe(true);
    expect(spies.downloadPhoto).toHaveBeenCalledTimes(1);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'success' }));
  });

  it('resets on close after a failure, and nothing ends', async () => {
    const { actor, spies } = await failedOnce();
    actor.send({ type: 'photoDownload.close' });
    expect(actor.getSnapshot().context).toEqual({ photo: null, error: null });
    expect(spies.downloaded).not.toHaveBeenCalled();
  });

  it('opens again at initial on the new photo after a failure was closed', async () => {
    const { actor } = await failedOnce();
    actor.send({ type: 'photoDownload.close' });
    const other = { ...fixtureDownloadPhoto, imageId: 'photo-3', localFileName: 'other.jpg' };
    actor.send({ type: 'photoDownload.open', photo: other });
    expect(actor.getSnapshot().matches({ open: 'initial' })).toBe(true);
    expect(actor.getSnapshot().context.photo).toEqual(other);
  });
});

// One document download: its shortest paths, and what the paths do not show: the file reaches the
// save effect with its name, clicks while busy are ignored, failures keep their message and are
// reported, and a failed or saved download can be started again.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { documentDownloadMachine, type DownloadedFile } from '@machines/downloads/documentDownload.machine';
import { fixtureNotFound, fixturePdf } from '@machines/downloads/fixtures';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('documentDownload paths', () => {
  replayShortestPaths(catalogEntry('documentDownload'), { minPaths: 5 });
});

describe('documentDownload', () => {
  function start(
    fetchDocument: () => Promise<DownloadedFile>,
    saveFile: (file: DownloadedFile) => Promise<undefined> = async () => undefined,
  ) {
    const spies = { fetchDocument: vi.fn(fetchDocument), saveFile: vi.fn(saveFile), reportFailure: vi.fn() };
    const machine = documentDownloadMachine.provide({
      actors: {
        fetchDocument: fromPromise(() => spies.fetchDocument()),
        saveFile: fromPromise<undefined, DownloadedFile>(({ input }) => spies.saveFile(input)),
      },
      actions: { reportFailure: (_, params) => spies.reportFailure(params.error) },
    });
    return { actor: createActor(machine).start(), spies };
  }

  it('is busy only while the PDF is on its way', async () => {
    const { actor } = start(async () => fixturePdf);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'documentDownload.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const saved = await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(saved.hasTag('busy')).toBe(false);
  });

  it('fetches the PDF, hands it to the save effect under its file name, and ends saved without keeping it', async () => {
    const { actor, spies } = start(async () => fixturePdf);
    actor.send({ type: 'documentDownload.start' });
    const saved = await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(spies.saveFile).toHaveBeenCalledWith(fixturePdf);
    expect(saved.context).toEqual({ file: null, error: null, errorKey: null });
  });

  it('ignores further clicks while the PDF is on its way', async () => {
    let release: (file: DownloadedFile) => void = () => undefined;
    const { actor, spies } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'documentDownload.start' });
    actor.send({ type: 'documentDownload.start' });
    actor.send({ type: 'documentDownload.retry' });
    expect(spies.fetchDocument).toHaveBeenCalledTimes(1);
    release(fixturePdf);
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(spies.saveFile).toHaveBeenCalledTimes(1);
  });

  /** Started; the fetch fails with a 404 the first time only. */
  async function failedOnce() {
    let attempt = 0;
    const run = start(async () => {
      attempt += 1;
      if (attempt === 1) throw fixtureNotFound;
      return fixturePdf;
    });
    run.actor.send({ type: 'documentDownload.start' });
    const failed = await waitFor(run.actor, (snapshot) => snapshot.matches('failed'));
    return { ...run, failed };
  }

  it('fails with the error’s message and text key, reports it, and saves nothing', async () => {
    const { spies, failed } = await failedOnce();
    expect(failed.context.error).toBe(fixtureNotFound.message);
    expect(failed.context.errorKey).toBe('documents.errors.notFound');
    expect(failed.hasTag('error')).toBe(true);
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureNotFound);
    expect(spies.saveFile).not.toHaveBeenCalled();
  });

  it('Try again clears the error and saves the PDF', async () => {
    const { actor, spies } = await failedOnce();
    actor.send({ type: 'documentDownload.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(spies.saveFile).toHaveBeenCalledWith(fixturePdf);
  });

  it('fails when the browser cannot save, without a text key of the edge', async () => {
    const { actor, spies } = start(
      async () => fixturePdf,
      async () => {
        throw new Error('no download permission');
      },
    );
    actor.send({ type: 'documentDownload.start' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context).toEqual({ file: null, error: 'no download permission', errorKey: null });
    expect(spies.reportFailure).toHaveBeenCalledTimes(1);
  });

  it('downloads a saved document again on the next click', async () => {
    const { actor, spies } = start(async () => fixturePdf);
    actor.send({ type: 'documentDownload.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    actor.send({ type: 'documentDownload.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved') && spies.saveFile.mock.calls.length === 2);
    expect(spies.fetchDocument).toHaveBeenCalledTimes(2);
  });
});

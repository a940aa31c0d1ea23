// Deleting a saved project: its shortest paths, and what they do not show: nothing is deleted
// without the confirm, the collection is told only after a success, and a failure keeps its error
// text until Try again.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureProjectsServerError, fixtureSavedProject } from '@machines/projects/fixtures';
import { savedProjectDeleteMachine } from '@machines/projects/savedProjectDelete.machine';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('savedProjectDelete paths', () => {
  replayShortestPaths(catalogEntry('savedProjectDelete'), { minPaths: 5 });
});

const projectId = fixtureSavedProject(3).id;

function start(remove: (projectId: string) => Promise<void>) {
  const spies = { remove: vi.fn(remove), notifyDeleted: vi.fn(), reportFailure: vi.fn() };
  const machine = savedProjectDeleteMachine.provide({
    actors: {
      act: fromPromise<undefined, { projectId: string }>(async ({ input }) => {
        await spies.remove(input.projectId);
        return undefined;
      }),
    },
    actions: {
      reportFailure: (_, params) => spies.reportFailure(params.error),
    },
  });
  const actor = createActor(machine, { input: { projectId } });
  // the collection is told through the emitted outcome
  actor.on('savedProjectDelete.done', (event) => spies.notifyDeleted(event.projectId));
  return { actor: actor.start(), spies };
}

describe('savedProjectDelete', () => {
  it('deletes nothing when the confirm is cancelled', () => {
    const { actor, spies } = start(async () => undefined);
    actor.send({ type: 'savedProjectDelete.open' });
    expect(actor.getSnapshot().can({ type: 'savedProjectDelete.confirm' })).toBe(true);
    actor.send({ type: 'savedProjectDelete.cancel' });
    expect(actor.getSnapshot().matches('NotRequested')).toBe(true);
    expect(spies.remove).not.toHaveBeenCalled();
  });

  it('goes InProgress on confirm and tells the collection once it is deleted', async () => {
    let done: () => void = () => undefined;
    const { actor, spies } = start(() => new Promise<void>((resolve) => (done = resolve)));
    actor.send({ type: 'savedProjectDelete.open' });
    actor.send({ type: 'savedProjectDelete.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(spies.remove).toHaveBeenCalledWith(projectId);
    expect(spies.notifyDeleted).not.toHaveBeenCalled();
    done();
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.notifyDeleted).toHaveBeenCalledWith(projectId);
  });

  /** Opened and confirmed; the delete fails the first time only. */
  async function failedOnce() {
    let fail = true;
    const run = start(async () => {
      if (fail) {
        fail = false;
        throw fixtureProjectsServerError;
      }
    });
    run.actor.send({ type: 'savedProjectDelete.open' });
    run.actor.send({ type: 'savedProjectDelete.confirm' });
    const failed = await waitFor(run.actor, (s) => s.hasTag('error'));
    return { ...run, failed };
  }

  it('goes Failed with the error text, reports it and tells the collection nothing', async () => {
    const { spies, failed } = await failedOnce();
    expect(failed.context.error).toBe(fixtureProjectsServerError.message);
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureProjectsServerError);
    expect(spies.notifyDeleted).not.toHaveBeenCalled();
  });

  it('Try again clears the error and deletes without asking again', async () => {
    const { actor, spies } = await failedOnce();
    actor.send({ type: 'savedProjectDelete.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.remove).toHaveBeenCalledTimes(2);
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
  });
});

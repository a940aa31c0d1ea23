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

  it('goes Failed with the error text, and Try again deletes without asking again', async () => {
    let fail = true;
    const { actor, spies } = start(async () => {
      if (fail) throw fixtureProjectsServerError;
    });
    actor.send({ type: 'savedProjectDelete.open' });
    actor.send({ type: 'savedProjectDelete.confirm' });
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(fixtureProjectsServerError.message);
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureProjectsServerError);
    expect(spies.notifyDeleted).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'savedProjectDelete.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.remove).toHaveBeenCalledTimes(2);
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
  });
});

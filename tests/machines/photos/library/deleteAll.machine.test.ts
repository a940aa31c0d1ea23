// Delete all: its shortest paths, and the confirmation word checked on confirm only.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { deleteAllMachine, isConfirmationWord } from '@machines/photos/library/deleteAll.machine';

import { catalogEntry } from '../../../fixtures/catalog';

import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleRealTimers } from '../../../fixtures/settle';

describe('deleteAll paths', () => {
  replayShortestPaths(catalogEntry('deleteAll'), { minPaths: 4 });
});

describe('deleteAll', () => {
  it('compares the trimmed word exactly, case included (DECISIONS 30)', () => {
    expect(isConfirmationWord(' DELETE ', 'DELETE')).toBe(true);
    expect(isConfirmationWord('delete', 'DELETE')).toBe(false);
    expect(isConfirmationWord('DELETED', 'DELETE')).toBe(false);
    expect(isConfirmationWord('', '')).toBe(false);
    expect(isConfirmationWord('VERWIJDEREN', 'VERWIJDEREN')).toBe(true);
  });

  /** The dialog opened, asking for DELETE; the delete answers at once. */
  function opened() {
    const spies = { done: vi.fn(), deleteAll: vi.fn(async () => undefined) };
    const machine = deleteAllMachine.provide({ actors: { act: fromPromise<undefined, undefined>(spies.deleteAll) } });
    const actor = createActor(machine, { input: { confirmationWord: 'DELETE' } });
    // the page goes to the top of the photos list and the library reloads on this one outcome
    actor.on('deleteAll.done', spies.done);
    actor.start();
    actor.send({ type: 'deleteAll.open' });
    return { actor, spies };
  }

  /** The same, the word typed and confirmed. */
  function confirmed() {
    const run = opened();
    run.actor.send({ type: 'deleteAll.edit', typed: 'DELETE ' });
    run.actor.send({ type: 'deleteAll.confirm' });
    return run;
  }

  it('checks the word on submit only, and deletes nothing while it is wrong', () => {
    const { actor, spies } = opened();
    actor.send({ type: 'deleteAll.edit', typed: 'delete' });
    expect(actor.getSnapshot().context.wordMismatch).toBe(false);
    actor.send({ type: 'deleteAll.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.wordMismatch).toBe(true);
    // typing does not re-check: the error stays until the next submit
    actor.send({ type: 'deleteAll.edit', typed: 'DELETE ' });
    expect(actor.getSnapshot().context.wordMismatch).toBe(true);
    expect(spies.deleteAll).not.toHaveBeenCalled();
  });

  it('deletes everything once the word matches, then closes and goes to the top of the list', async () => {
    const { actor, spies } = confirmed();
    expect(actor.getSnapshot().value).toBe('InProgress');
    await settleRealTimers();
    expect(spies.deleteAll).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.done).toHaveBeenCalledTimes(1);
  });

  it('opens again with an empty field after a delete', async () => {
    const { actor } = confirmed();
    await settleRealTimers();
    // opening again starts with an empty field
    actor.send({ type: 'deleteAll.open' });
    expect(actor.getSnapshot().context).toMatchObject({ typed: '', wordMismatch: false });
  });

  it('stays open with the failure and can try again', async () => {
    let fail = true;
    const reportFailure = vi.fn();
    const machine = deleteAllMachine.provide({
      actors: {
        act: fromPromise<undefined, undefined>(async () => {
          if (fail) throw new Error('DELETE /photos/all failed with 500');
          return undefined;
        }),
      },
      actions: { reportFailure },
    });
    const actor = createActor(machine, { input: { confirmationWord: 'DELETE' } }).start();
    actor.send({ type: 'deleteAll.open' });
    actor.send({ type: 'deleteAll.edit', typed: 'DELETE' });
    actor.send({ type: 'deleteAll.confirm' });
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('Failed');
    expect(reportFailure).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'deleteAll.confirm' });
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

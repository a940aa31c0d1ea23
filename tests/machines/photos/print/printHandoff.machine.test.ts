// The print hand-off: its shortest paths, and what they do not show: the overlay's least time with
// a fast and a slow service, the editor opened with PAP_910, the channel's ID and the selection, a
// failure closing the overlay at once, and an unknown channel failing without a request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EditorTarget, PhotoCheckInput, PhotoCheckOutput, TransferOutput } from '@machines/photos/print/printHandoff.machine';
import { printHandoffMachine, TRANSFER_FAILED_MESSAGE } from '@machines/photos/print/printHandoff.machine';
import { PRINT_HANDOFF_MIN_MS } from '@schemas/tunables';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleFakeTimers } from '../../../fixtures/settle';

describe('printHandoff paths', () => {
  replayShortestPaths(catalogEntry('printHandoff'), { minPaths: 6 });
});

function start(options: { channelId?: string | null; transfer: (photoIds: readonly string[]) => Promise<TransferOutput> }) {
  const opened: EditorTarget[] = [];
  const sent: string[][] = [];
  const report = vi.fn();
  const machine = printHandoffMachine.provide({
    actors: {
      checkPhotos: fromPromise<PhotoCheckOutput, PhotoCheckInput>(async ({ input }) => ({
        tooSmall: input.photoIds.slice(0, 1).map((imageId) => ({ imageId, name: `${imageId}.jpg` })),
      })),
      transferPhotos: fromPromise(async ({ input }: { input: PhotoCheckInput }) => {
        sent.push([...input.photoIds]);
        return options.transfer(input.photoIds);
      }),
    },
    actions: {
      openEditor: (_, target) => opened.push(target),
      reportFailure: (_, { error, cause }) => report(error.message, cause),
    },
  });
  const actor = createActor(machine, {
    input: { channelId: options.channelId === undefined ? 'bonusprint-uk' : options.channelId },
  }).start();
  return { actor, opened, sent, report };
}

describe('printHandoff', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The bar opened on photos a and b, its size check answered. */
  async function barOpen(transfer: Parameters<typeof start>[0]['transfer']) {
    const run = start({ transfer });
    run.actor.send({ type: 'printHandoff.open', photoIds: ['a', 'b'] });
    await settleFakeTimers();
    return run;
  }

  /** The same, confirmed, the temp selection answered at once. */
  async function confirmedFast() {
    const run = await barOpen(async () => ({ tempSelectionId: 'ts-1' }));
    run.actor.send({ type: 'printHandoff.confirm' });
    await settleFakeTimers();
    return run;
  }

  it('checks the selection for photos too small to print while the bar opens', async () => {
    const { actor } = start({ transfer: async () => ({ tempSelectionId: 'ts-1' }) });
    actor.send({ type: 'printHandoff.open', photoIds: ['a', 'b'] });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settleFakeTimers();
    expect(actor.getSnapshot().context.tooSmall).toEqual([{ imageId: 'a', name: 'a.jpg' }]);
  });

  it('sends the selection on confirm', async () => {
    const { sent } = await confirmedFast();
    expect(sent).toEqual([['a', 'b']]);
  });

  it('keeps the overlay 3 s when the temp selection comes at once', async () => {
    const { actor, opened } = await confirmedFast();
    await vi.advanceTimersByTimeAsync(PRINT_HANDOFF_MIN_MS - 1);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    expect(opened).toEqual([]);
    expect(PRINT_HANDOFF_MIN_MS).toBe(3_000);
  });

  it('opens the editor with PAP_910, the channel and the temp selection after the 3 s', async () => {
    const { opened } = await confirmedFast();
    await vi.advanceTimersByTimeAsync(PRINT_HANDOFF_MIN_MS);
    expect(opened).toEqual([{ productCode: 'PAP_910', channelId: 'bonusprint-uk', tempSelectionId: 'ts-1' }]);
  });

  it('waits for a service slower than 3 s, and opens the editor as soon as it answers', async () => {
    const { actor, opened } = start({
      transfer: () => new Promise((resolve) => setTimeout(() => resolve({ tempSelectionId: 'ts-2' }), 5_000)),
    });
    actor.send({ type: 'printHandoff.open', photoIds: ['a'] });
    await settleFakeTimers();
    actor.send({ type: 'printHandoff.confirm' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(opened).toEqual([]);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened.map((target) => target.tempSelectionId)).toEqual(['ts-2']);
  });

  /** The bar opened on photo a and confirmed; the first transfer fails, the next answers ts-3. */
  async function failedOnce() {
    let calls = 0;
    const run = start({
      transfer: async () => {
        calls += 1;
        if (calls === 1) throw new Error('POST temp-selections failed with 500');
        return { tempSelectionId: 'ts-3' };
      },
    });
    run.actor.send({ type: 'printHandoff.open', photoIds: ['a'] });
    await settleFakeTimers();
    run.actor.send({ type: 'printHandoff.confirm' });
    await settleFakeTimers();
    return run;
  }

  it('closes the overlay at once on a failure and shows the error in the bar, reported', async () => {
    const { actor, report } = await failedOnce();
    const failed = actor.getSnapshot();
    expect(failed.hasTag('overlay')).toBe(false);
    expect(failed.hasTag('bar') && failed.hasTag('error')).toBe(true);
    expect(report).toHaveBeenCalledWith(TRANSFER_FAILED_MESSAGE, 'POST temp-selections failed with 500');
    expect(failed.can({ type: 'printHandoff.confirm' })).toBe(true);
  });

  it('tries again on confirm after a failure and opens the editor', async () => {
    const { actor, opened } = await failedOnce();
    actor.send({ type: 'printHandoff.confirm' });
    await vi.advanceTimersByTimeAsync(PRINT_HANDOFF_MIN_MS);
    expect(opened.map((target) => target.tempSelectionId)).toEqual(['ts-3']);
  });

  it('fails at once, without a request, when the channel ID cannot be found', async () => {
    const { actor, sent, report } = start({ channelId: null, transfer: async () => ({ tempSelectionId: 'never' }) });
    actor.send({ type: 'printHandoff.open', photoIds: ['a'] });
    await settleFakeTimers();
    actor.send({ type: 'printHandoff.confirm' });
    await settleFakeTimers();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
    expect(sent).toEqual([]);
    expect(report).toHaveBeenCalledWith(TRANSFER_FAILED_MESSAGE, 'The channel ID cannot be found');
  });

  it('learns the channel ID while the bar is open (the merchandise service answers after first paint), and confirm then transfers', async () => {
    const { actor, sent, opened } = start({ channelId: null, transfer: async () => ({ tempSelectionId: 'ts-late' }) });
    actor.send({ type: 'printHandoff.open', photoIds: ['a'] });
    await settleFakeTimers();
    actor.send({ type: 'printHandoff.channel', channelId: 'bonusprint-uk' });
    actor.send({ type: 'printHandoff.confirm' });
    await settleFakeTimers();
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    expect(sent).toEqual([['a']]);
    await vi.advanceTimersByTimeAsync(PRINT_HANDOFF_MIN_MS);
    expect(opened).toEqual([{ productCode: 'PAP_910', channelId: 'bonusprint-uk', tempSelectionId: 'ts-late' }]);
  });

  it('follows the selection while the bar is open, and cannot confirm with no photo', async () => {
    const { actor } = await barOpen(async () => ({ tempSelectionId: 'x' }));
    actor.send({ type: 'printHandoff.select', photoIds: [] });
    await settleFakeTimers();
    expect(actor.getSnapshot().context.photoIds).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'printHandoff.confirm' })).toBe(false);
  });

  it('hides the bar on Close', async () => {
    const { actor } = await barOpen(async () => ({ tempSelectionId: 'x' }));
    actor.send({ type: 'printHandoff.select', photoIds: [] });
    await settleFakeTimers();
    actor.send({ type: 'printHandoff.close' });
    expect(actor.getSnapshot().hasTag('bar')).toBe(false);
  });
});

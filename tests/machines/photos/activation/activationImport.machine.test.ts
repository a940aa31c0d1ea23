// The activation import: its shortest paths, and what they do not show: polling while importing,
// import-finished keeping the in-progress state 10 s before the status is asked again, the push
// listener released when the import ends, the caches refreshed only on reaching ACTIVE from an
// import, import-error and a failed start with Try again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { activationImportMachine } from '@machines/photos/activation/activationImport.machine';
import type { PushDelivery } from '@machines/photos/push/pushConnection.machine';
import type { ImportStatus } from '@schemas/activation';
import type { ActivationPushType } from '@schemas/push';
import { ACTIVATION_FINISH_WAIT_MS, ACTIVATION_POLL_MS } from '@schemas/tunables';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleFakeTimers } from '../../../fixtures/settle';

describe('activationImport paths', () => {
  replayShortestPaths(catalogEntry('activationImport'), { minPaths: 8 });
});

function start(options: { statuses: ImportStatus[]; startAnswers?: Array<boolean | Error> }) {
  const statuses = [...options.statuses];
  const startAnswers = [...(options.startAnswers ?? [true])];
  const calls = { status: 0, start: 0 };
  const refreshed = vi.fn();
  const report = vi.fn();
  const listener = { open: 0, closed: 0, push: null as ((type: ActivationPushType) => void) | null };
  const machine = activationImportMachine.provide({
    actors: {
      getStatus: fromPromise<ImportStatus>(async () => {
        calls.status += 1;
        // the last status given stays the answer
        return (statuses.length > 1 ? statuses.shift() : statuses[0]) ?? 'ACTIVE';
      }),
      startImport: fromPromise<boolean>(async () => {
        calls.start += 1;
        const answer = startAnswers.shift() ?? true;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      pushListener: fromCallback<PushDelivery>(({ sendBack }) => {
        listener.open += 1;
        listener.push = (pushType) => sendBack({ type: 'activationImport.push', pushType });
        return () => {
          listener.closed += 1;
          listener.push = null;
        };
      }),
    },
    actions: {
      refreshPhotoCaches: refreshed,
      reportFailure: (_, { error, cause }) => report(error.message, cause),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, refreshed, report, listener };
}

describe('activationImport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an active library is offered nothing and its caches are left alone', async () => {
    const { actor, refreshed, listener } = start({ statuses: ['ACTIVE'] });
    await settleFakeTimers();
    expect(actor.getSnapshot().hasTag('offer')).toBe(false);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).not.toHaveBeenCalled();
    expect(listener.open).toBe(0);
  });

  it('NOT_ACTIVE is offered the import; starting it shows the in-progress state and listens to the push socket', async () => {
    const { actor, calls, listener } = start({ statuses: ['NOT_ACTIVE', 'IMPORTING'] });
    await settleFakeTimers();
    expect(actor.getSnapshot().hasTag('offer')).toBe(true);
    actor.send({ type: 'activationImport.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // pressed again while starting: nothing more is sent
    expect(actor.getSnapshot().can({ type: 'activationImport.start' })).toBe(false);
    await settleFakeTimers();
    expect(calls.start).toBe(1);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(listener.open).toBe(1);
  });

  it('polls the status every 3 s while importing, and reaching ACTIVE refreshes the caches and releases the socket', async () => {
    const { actor, calls, refreshed, listener } = start({ statuses: ['IMPORTING', 'IMPORTING', 'ACTIVE'] });
    await settleFakeTimers();
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(calls.status).toBe(1);
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS - 1);
    expect(calls.status).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.status).toBe(2);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(refreshed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(calls.status).toBe(3);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(listener.closed).toBe(1);
    expect(ACTIVATION_POLL_MS).toBe(3_000);
  });

  it('import-finished keeps the in-progress state 10 s, then asks the status, ends it and closes the socket', async () => {
    const { actor, calls, refreshed, listener } = start({ statuses: ['IMPORTING', 'ACTIVE'] });
    await settleFakeTimers();
    listener.push?.('import-started');
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    listener.push?.('import-finished');
    expect(calls.status).toBe(1);
    // no polling during the finish wait
    await vi.advanceTimersByTimeAsync(ACTIVATION_FINISH_WAIT_MS - 1);
    expect(calls.status).toBe(1);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(listener.closed).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.status).toBe(2);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(listener.closed).toBe(1);
    expect(ACTIVATION_FINISH_WAIT_MS).toBe(10_000);
  });

  it('import-error shows the failure with Try again, which starts a new import', async () => {
    const { actor, calls, listener, refreshed } = start({ statuses: ['NOT_ACTIVE'] });
    await settleFakeTimers();
    actor.send({ type: 'activationImport.start' });
    await settleFakeTimers();
    listener.push?.('import-error');
    const failed = actor.getSnapshot();
    expect(failed.matches('importFailed')).toBe(true);
    expect(failed.hasTag('error')).toBe(true);
    expect(listener.closed).toBe(1);
    actor.send({ type: 'activationImport.start' });
    await settleFakeTimers();
    expect(calls.start).toBe(2);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(listener.open).toBe(2);
    expect(refreshed).not.toHaveBeenCalled();
  });

  it('a dropped socket still ends ACTIVE: polling sees it', async () => {
    const { actor, refreshed } = start({ statuses: ['NOT_ACTIVE', 'ACTIVE'] });
    await settleFakeTimers();
    actor.send({ type: 'activationImport.start' });
    await settleFakeTimers();
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it('a failed start is reported and shows Try again; started: false asks the status again', async () => {
    const { actor, calls, report } = start({ statuses: ['NOT_ACTIVE', 'IMPORTING'], startAnswers: [new Error('HTTP 500'), false] });
    await settleFakeTimers();
    actor.send({ type: 'activationImport.start' });
    await settleFakeTimers();
    expect(actor.getSnapshot().matches('startFailed')).toBe(true);
    expect(report).toHaveBeenCalledWith('The import could not be started', 'HTTP 500');
    actor.send({ type: 'activationImport.start' });
    await settleFakeTimers();
    expect(calls.start).toBe(2);
    expect(calls.status).toBe(2);
    // it was running already (another tab): the in-progress state
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
  });

  it('a failed poll is tried again at the next one', async () => {
    let answers = 0;
    const machine = activationImportMachine.provide({
      actors: {
        getStatus: fromPromise<ImportStatus>(async () => {
          answers += 1;
          if (answers === 2) throw new Error('Request failure');
          return answers === 1 ? 'IMPORTING' : 'ACTIVE';
        }),
      },
    });
    const actor = createActor(machine).start();
    await settleFakeTimers();
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(answers).toBe(3);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
  });
});

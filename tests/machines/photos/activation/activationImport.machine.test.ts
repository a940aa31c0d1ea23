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

/** Started, with its first status answered. */
async function opened(options: Parameters<typeof start>[0]) {
  const run = start(options);
  await settleFakeTimers();
  return run;
}

/** Opened on the offer, Start pressed and the service's answer in. */
async function importStarted(options: Parameters<typeof start>[0]) {
  const run = await opened(options);
  run.actor.send({ type: 'activationImport.start' });
  await settleFakeTimers();
  return run;
}

describe('activationImport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an active library is offered nothing and its caches are left alone', async () => {
    const { actor, refreshed, listener } = await opened({ statuses: ['ACTIVE'] });
    expect(actor.getSnapshot().hasTag('offer')).toBe(false);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).not.toHaveBeenCalled();
    expect(listener.open).toBe(0);
  });

  it('NOT_ACTIVE is offered the import', async () => {
    const { actor } = await opened({ statuses: ['NOT_ACTIVE'] });
    expect(actor.getSnapshot().hasTag('offer')).toBe(true);
  });

  it('pressing Start shows the import busy and sends nothing more when pressed again', async () => {
    const { actor } = await opened({ statuses: ['NOT_ACTIVE', 'IMPORTING'] });
    actor.send({ type: 'activationImport.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // pressed again while starting: nothing more is sent
    expect(actor.getSnapshot().can({ type: 'activationImport.start' })).toBe(false);
  });

  it('a started import shows the in-progress state and listens to the push socket', async () => {
    const { actor, calls, listener } = await importStarted({ statuses: ['NOT_ACTIVE', 'IMPORTING'] });
    expect(calls.start).toBe(1);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(listener.open).toBe(1);
  });

  it('asks the status again every 3 s while importing', async () => {
    const { actor, calls, refreshed } = await opened({ statuses: ['IMPORTING', 'IMPORTING', 'ACTIVE'] });
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(calls.status).toBe(1);
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS - 1);
    expect(calls.status).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.status).toBe(2);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(refreshed).not.toHaveBeenCalled();
    expect(ACTIVATION_POLL_MS).toBe(3_000);
  });

  it('reaching ACTIVE by polling ends the import, refreshes the caches and releases the socket', async () => {
    const { actor, calls, refreshed, listener } = await opened({ statuses: ['IMPORTING', 'IMPORTING', 'ACTIVE'] });
    await vi.advanceTimersByTimeAsync(2 * ACTIVATION_POLL_MS);
    expect(calls.status).toBe(3);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(listener.closed).toBe(1);
  });

  it('import-finished keeps the in-progress state and the socket 10 s, asking nothing', async () => {
    const { actor, calls, listener } = await opened({ statuses: ['IMPORTING', 'ACTIVE'] });
    listener.push?.('import-started');
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    listener.push?.('import-finished');
    expect(calls.status).toBe(1);
    // no polling during the finish wait
    await vi.advanceTimersByTimeAsync(ACTIVATION_FINISH_WAIT_MS - 1);
    expect(calls.status).toBe(1);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(listener.closed).toBe(0);
    expect(ACTIVATION_FINISH_WAIT_MS).toBe(10_000);
  });

  it('10 s after import-finished asks the status, ends the import, refreshes the caches and closes the socket', async () => {
    const { actor, calls, refreshed, listener } = await opened({ statuses: ['IMPORTING', 'ACTIVE'] });
    listener.push?.('import-started');
    listener.push?.('import-finished');
    await vi.advanceTimersByTimeAsync(ACTIVATION_FINISH_WAIT_MS);
    expect(calls.status).toBe(2);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(listener.closed).toBe(1);
  });

  it('import-error shows the failure with Try again and releases the socket', async () => {
    const { actor, listener } = await importStarted({ statuses: ['NOT_ACTIVE'] });
    listener.push?.('import-error');
    const failed = actor.getSnapshot();
    expect(failed.matches('importFailed')).toBe(true);
    expect(failed.hasTag('error')).toBe(true);
    expect(listener.closed).toBe(1);
  });

  it('Try again after import-error starts a new import and listens again, leaving the caches alone', async () => {
    const { actor, calls, listener, refreshed } = await importStarted({ statuses: ['NOT_ACTIVE'] });
    listener.push?.('import-error');
    actor.send({ type: 'activationImport.start' });
    await settleFakeTimers();
    expect(calls.start).toBe(2);
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    expect(listener.open).toBe(2);
    expect(refreshed).not.toHaveBeenCalled();
  });

  it('a dropped socket still ends ACTIVE: polling sees it', async () => {
    const { actor, refreshed } = await importStarted({ statuses: ['NOT_ACTIVE', 'ACTIVE'] });
    await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  /** The start refused (HTTP 500), then answered started: false: the import runs in another tab. */
  const failedStart = () => importStarted({ statuses: ['NOT_ACTIVE', 'IMPORTING'], startAnswers: [new Error('HTTP 500'), false] });

  it('a failed start is reported and shows Try again', async () => {
    const { actor, report } = await failedStart();
    expect(actor.getSnapshot().matches('startFailed')).toBe(true);
    expect(report).toHaveBeenCalledWith('The import could not be started', 'HTTP 500');
  });

  it('Try again answered started: false asks the status again and shows the import running', async () => {
    const { actor, calls } = await failedStart();
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

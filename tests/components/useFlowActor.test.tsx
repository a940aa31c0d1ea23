// useFlowActor (src/platform/flows/useFlowActor.ts), the one way an area runs a per-screen flow:
// the actor is inspected by the app's inspector under the machine's id (what the flow atlas's live
// mode forwards), and each failure is reported once, with `machine:<id>` as its source.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, setup, type InspectionEvent } from 'xstate';
import { ErrorReport } from '@schemas/errorReport';
import { messageOf } from '@machines/shared/failure';
import { configureErrorReporter, resetErrorReporter } from '@/platform/errors/reporter';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { actorName } from '@/platform/inspection/inspect';
import { onInspection } from '@/platform/inspection/inspectionListeners';

afterEach(() => resetErrorReporter());

/**
 * The reports the app sends, each kept. The reporter's clock moves a minute per report, so that
 * its dropping of a report identical to one made just before cannot hide a second report.
 */
function catchEveryReport(): ErrorReport[] {
  const reports: ErrorReport[] = [];
  let clock = 0;
  const keep: typeof fetch = async (_url, init) => {
    if (typeof init?.body === 'string') reports.push(ErrorReport.parse(JSON.parse(init.body)));
    return new Response(null, { status: 204 });
  };
  configureErrorReporter('/errors', { fetch: keep, console: false, now: () => (clock += 60_000) });
  return reports;
}

/** A flow with a reportFailure action: a save whose failure it reports, a check it reports with a cause. */
const probeMachine = setup({
  types: {
    context: {} as { label: string },
    input: {} as { label: string },
    events: {} as { type: 'probe.edit' } | { type: 'probe.save' } | { type: 'probe.check' },
  },
  actors: {
    save: fromPromise<undefined>(async () => Promise.reject(new Error('save broke'))),
    check: fromPromise<undefined>(async () => Promise.reject(new Error('check broke'))),
  },
  actions: {
    reportFailure: (_, _params: { error: unknown; cause?: string }) => {},
  },
}).createMachine({
  id: 'flowProbe',
  context: ({ input }) => ({ label: input.label }),
  initial: 'editing',
  states: {
    editing: {
      description: 'editing',
      on: { 'probe.edit': 'editing', 'probe.save': 'saving', 'probe.check': 'checking' },
    },
    saving: {
      description: 'saving',
      invoke: {
        id: 'save',
        src: 'save',
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checking: {
      description: 'checking',
      invoke: {
        id: 'check',
        src: 'check',
        onError: {
          target: 'failed',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ error: new Error('The check failed'), cause: messageOf(event.error) }),
          },
        },
      },
    },
    failed: { description: 'failed' },
  },
});

/** A flow without a reportFailure action: its actor errors are what is reported. */
const loadMachine = setup({
  types: { events: {} as { type: 'load.start' } },
  actors: { load: fromPromise<undefined>(async () => Promise.reject(new Error('load broke'))) },
}).createMachine({
  id: 'loadProbe',
  initial: 'idle',
  states: {
    idle: { description: 'idle', on: { 'load.start': 'loading' } },
    loading: { description: 'loading', invoke: { id: 'load', src: 'load', onError: 'failed' } },
    failed: { description: 'failed' },
  },
});

describe('useFlowActor', () => {
  it('passes the app’s inspector: a listener sees the actor’s events and states under the machine’s id', () => {
    const seen: InspectionEvent[] = [];
    const stop = onInspection((event) => seen.push(event));
    try {
      const { result } = renderHook(() => useFlowActor(probeMachine, { input: { label: 'name' } }));
      const actor = result.current;
      expect(actor.id).toBe('flowProbe');
      expect(actor.getSnapshot().context.label).toBe('name');
      act(() => actor.send({ type: 'probe.edit' }));
      const own = seen.filter((event) => event.actorRef === actor);
      expect(own.map((event) => event.type)).toEqual(expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
      const edit = own.find((event) => event.type === '@xstate.snapshot' && event.event.type === 'probe.edit');
      expect(edit && actorName(edit.actorRef)).toBe('flowProbe');
    } finally {
      stop();
    }
  });

  it('reports a failure once, with the machine’s id as its source', async () => {
    const reports = catchEveryReport();
    const { result } = renderHook(() => useFlowActor(probeMachine, { input: { label: 'name' } }));
    act(() => result.current.send({ type: 'probe.save' }));
    await waitFor(() => expect(result.current.getSnapshot().matches('failed')).toBe(true));
    // the failed invocation's error event (inspected first) and the reportFailure action are one failure
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([expect.objectContaining({ source: 'machine:flowProbe', message: 'save broke' })]);
  });

  it('reports the failure the machine names, with its cause as the detail', async () => {
    const reports = catchEveryReport();
    const { result } = renderHook(() => useFlowActor(probeMachine, { input: { label: 'name' } }));
    act(() => result.current.send({ type: 'probe.check' }));
    await waitFor(() => expect(result.current.getSnapshot().matches('failed')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([expect.objectContaining({ source: 'machine:flowProbe', message: 'The check failed', detail: 'check broke' })]);
  });

  it('reports an actor error once for a machine without a reportFailure action', async () => {
    const reports = catchEveryReport();
    const { result } = renderHook(() => useFlowActor(loadMachine));
    act(() => result.current.send({ type: 'load.start' }));
    await waitFor(() => expect(result.current.getSnapshot().matches('failed')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([expect.objectContaining({ source: 'machine:loadProbe', message: 'load broke' })]);
    expect(reports[0]?.detail).toContain('xstate.error.actor.load');
  });
});

// Model-based paths: every shortest path (xstate/graph getShortestPaths with the catalogue's
// events) of every catalogued machine, from every fixture input, replayed on a real actor made with
// `machine.provide({ actors: fixtures.actors })`. Each step must reach the state (and context) the
// path says.
//
// Invoked actors: traversal never runs them, so their outcomes are catalogue events
// (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) and the replay sends those events itself.
// The replay is synchronous (no await between steps), so the fixture actors' promises cannot settle
// in between and race the path; a separate test lets them settle to prove the fixtures are valid.
// Delays: the replay sends the `xstate.after.<delay>.<state id>` event the path names instead of
// waiting; tests/machines/shell/auth.machine.test.ts checks the real timing with fake timers.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type StateValue } from 'xstate';
import { catalog } from '@machines/catalog';
import { machinePaths, stateLabel, variantsOf } from '@machines/paths';
import { settleRealTimers } from '../fixtures/settle';

function collectErrors(actor: AnyActorRef) {
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  return errors;
}

describe.each(catalog.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  const paths = machinePaths(entry);
  const provided = entry.machine.provide({ actors: entry.fixtures.actors });

  // A projected machine's paths hold one representative context per projected state: the replay
  // must reach the same projection, the rest of the context may differ.
  const expectSameContext = (actual: AnyMachineSnapshot, expected: { state: StateValue; context: unknown }, where: string) => {
    if (entry.serializeState)
      expect(entry.serializeState(actual), where).toBe(entry.serializeState({ value: expected.state, context: expected.context }));
    else expect(actual.context, where).toEqual(expected.context);
  };

  it('has paths', () => {
    expect(paths.length).toBeGreaterThan(1);
  });

  it.each(paths.map((path, index) => [`${index + 1}. ${path.description}`, path] as const))('%s', (_name, path) => {
    const actor = createActor(provided, { input: path.input });
    const errors = collectErrors(actor);
    actor.start();
    expect(actor.getSnapshot().value).toEqual(path.initial.state);
    expectSameContext(actor.getSnapshot(), path.initial, 'initial state');
    path.steps.forEach((step, index) => {
      actor.send(step.event);
      const snapshot = actor.getSnapshot();
      const where = `step ${index + 1} (${step.event.type}) should reach ${stateLabel(step.state)}`;
      expect(snapshot.value, where).toEqual(step.state);
      expect(snapshot.matches(step.state), where).toBe(true);
      expectSameContext(snapshot, step, where);
    });
    expect(actor.getSnapshot().value).toEqual(path.state);
    expect(errors).toEqual([]);
    actor.stop();
  });

  it.each(variantsOf(entry).map((variant) => [variant.name, variant] as const))(
    'runs with its fixture actors from input "%s" without error',
    async (_name, variant) => {
      const actor = createActor(provided, { input: variant.input });
      const errors = collectErrors(actor);
      actor.start();
      for (let i = 0; i < 10; i++) await settleRealTimers();
      expect(errors).toEqual([]);
      expect(actor.getSnapshot().status).not.toBe('error');
      actor.stop();
    },
  );
});

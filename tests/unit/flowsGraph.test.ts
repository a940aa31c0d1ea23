// The flow atlas's pure model: graph extraction from every catalogued machine, labels (events,
// guards, delays), the ELK layout, the drawn picture, and the simulate mode's actor.
import { and, createMachine, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalog, findEntry } from '@machines/catalog';
import { stateNodesOf } from '@machines/paths';
import { activePaths, leafPaths } from '@/features/flows/model/activeStates';
import { pictureOf, svgFileOf } from '@/features/flows/model/exportFiles';
import { extractGraph, statesBelowRoot } from '@/features/flows/model/graph';
import { reviveEvent, eventJson } from '@/features/flows/model/payload';
import { Simulation } from '@/features/flows/model/simulation';

const sample = setup({
  guards: { isReady: () => true, isEmpty: () => false },
  delays: { toastTimeout: 5000, computed: () => 10 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { 'sample.reset': '.idle' },
  states: {
    idle: {
      description: 'Waiting.',
      on: { 'sample.go': { guard: 'isReady', target: 'busy' }, 'sample.ping': { actions: [] } },
      after: { toastTimeout: 'gone', 1000: 'busy', computed: 'done' },
    },
    busy: {
      description: 'Both at once.',
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { on: { 'sample.left': { guard: and(['isReady', not('isEmpty')]), target: 'b' } } }, b: {} } },
        right: { initial: 'c', states: { c: { always: { guard: not('isEmpty'), target: 'd' } }, d: { type: 'final' } } },
      },
    },
    gone: { description: 'Timed out.' },
    done: { type: 'final', description: 'Done.' },
  },
});

const sampleSource = { id: 'sample', title: 'Sample', description: 'A test machine.', machine: sample };

describe('graph extraction', () => {
  it.each(catalog.map((entry) => [entry.id, entry] as const))(
    '%s: every state of the machine is in the graph and in the picture',
    async (_id, entry) => {
      const expected = stateNodesOf(entry.machine).map(({ path }) => path);
      const graph = extractGraph(entry);
      expect(
        statesBelowRoot(graph)
          .map((state) => state.path)
          .sort(),
      ).toEqual([...expected].sort());
      const { scene } = await pictureOf(entry);
      expect(
        scene.boxes
          .filter((box) => box.path !== '')
          .map((box) => box.path)
          .sort(),
      ).toEqual([...expected].sort());
      const svg = svgFileOf({ graph, scene });
      for (const path of expected) expect(svg).toContain(`data-state="${path}"`);
      for (const transition of graph.transitions) expect(svg).toContain(`data-edge="${transition.id}"`);
    },
  );

  it('names nesting, the initial state, parallel regions and final states', () => {
    const graph = extractGraph(sampleSource);
    const byPath = new Map(graph.states.map((state) => [state.path, state]));
    expect(byPath.get('idle')).toMatchObject({ initial: true, parent: '', description: 'Waiting.' });
    expect(byPath.get('busy')).toMatchObject({ type: 'parallel', children: ['busy.left', 'busy.right'] });
    expect(byPath.get('busy.left.a')).toMatchObject({ initial: true, parent: 'busy.left' });
    expect(byPath.get('busy.right.d')).toMatchObject({ type: 'final' });
    expect(byPath.get('done')).toMatchObject({ type: 'final', initial: false });
  });

  it('labels transitions with the event, the guard by name and the delays with the spec’s constants', () => {
    const graph = extractGraph(sampleSource);
    const labels = graph.transitions.map((transition) => `${transition.source} → ${transition.target}: ${transition.label}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'idle → busy: sample.go [isReady]',
        'idle → gone: after 5000 ms',
        'idle → busy: after 1000 ms',
        'idle → done: after computed',
        'busy.left.a → busy.left.b: sample.left [(isReady && !isEmpty)]',
        'busy.right.c → busy.right.d: always [!isEmpty]',
        ' → idle: sample.reset',
      ]),
    );
    expect(graph.states.find((state) => state.path === 'idle')?.internal.map((transition) => transition.label)).toEqual(['sample.ping']);
  });

  it('labels the catalogue’s auth machine as the spec does', () => {
    const entry = findEntry('auth');
    if (!entry) throw new Error('auth is catalogued');
    const labels = extractGraph(entry).transitions.map((transition) => `${transition.source} → ${transition.target}: ${transition.label}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'initial → redeemingCode: always [hasAuthorizationCode]',
        'restoring → authenticated: done: restoreSession [isSignedIn]',
        'restoring → signedOut: error: restoreSession',
        'authenticated.active → authenticated.renewing: after renewBeforeExpiry (80 % of the token lifetime)',
        'authenticated → signingOut: auth.signOut',
      ]),
    );
  });

  it('says how every computed delay of the catalogue is computed', () => {
    const unexplained = catalog.flatMap((entry) =>
      extractGraph(entry)
        .transitions.filter((transition) => transition.kind === 'after' && !/ ms$|\(.+\)$/.test(transition.delay ?? ''))
        .map((transition) => `${entry.id}: ${transition.label}`),
    );
    expect(unexplained).toEqual([]);
    const bulkDelete = findEntry('bulkDelete');
    if (!bulkDelete) throw new Error('bulkDelete is catalogued');
    expect(extractGraph(bulkDelete).transitions.map((transition) => transition.label)).toContain(
      'after retryBackoff (500 ms × 2^(attempt − 1))',
    );
  });

  it('lays out without overlapping labels or boxes of siblings', async () => {
    for (const entry of [...catalog, sampleSource]) {
      const { scene } = await pictureOf(entry);
      const labels = scene.edges.flatMap((edge) => (edge.label ? [edge.label] : []));
      for (const [index, a] of labels.entries()) {
        for (const b of labels.slice(index + 1)) {
          const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap, `${entry.id}: "${a.text}" and "${b.text}" overlap`).toBe(false);
        }
      }
      const leaves = scene.boxes.filter((box) => !box.container);
      for (const [index, a] of leaves.entries()) {
        for (const b of leaves.slice(index + 1)) {
          const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap, `${entry.id}: ${a.path} and ${b.path} overlap`).toBe(false);
        }
      }
    }
  });
});

describe('active states', () => {
  it('lists the active states with their ancestors', () => {
    const active = activePaths({ busy: { left: 'a', right: 'c' } });
    expect([...active].sort()).toEqual(['', 'busy', 'busy.left', 'busy.left.a', 'busy.right', 'busy.right.c']);
    expect(leafPaths(active)).toEqual(['busy.left.a', 'busy.right.c']);
    expect([...activePaths('idle')]).toEqual(['', 'idle']);
  });
});

describe('simulation', () => {
  const auth = findEntry('auth');
  if (!auth) throw new Error('auth is catalogued');

  it('runs the machine where nothing happens by itself: invoked actors and delays wait for their events', async () => {
    const simulation = new Simulation(auth);
    expect(simulation.getState().snapshot.value).toBe('restoring');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(simulation.getState().snapshot.value).toBe('restoring');
    const types = simulation.getState().enabled.map((event) => event.type);
    expect(types).toEqual(['xstate.done.actor.restoreSession', 'xstate.done.actor.restoreSession', 'xstate.error.actor.restoreSession']);

    const signedIn = simulation.getState().enabled[0];
    if (!signedIn) throw new Error('an enabled event');
    simulation.send(signedIn);
    expect(simulation.getState().snapshot.value).toEqual({ authenticated: 'active' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(simulation.getState().snapshot.value).toEqual({ authenticated: 'active' });
    const after = simulation.getState().enabled.find((event) => event.type.startsWith('xstate.after.'));
    expect(after?.type).toBe('xstate.after.renewBeforeExpiry.auth.authenticated.active');
    if (!after) throw new Error('the delay is enabled');
    simulation.send(after);
    expect(simulation.getState().snapshot.value).toEqual({ authenticated: 'renewing' });
    expect(simulation.getState().steps.map((step) => step.active.at(-1))).toEqual(['authenticated.active', 'authenticated.renewing']);

    simulation.back();
    expect(simulation.getState().snapshot.value).toEqual({ authenticated: 'active' });
    simulation.reset('callback with code');
    expect(simulation.getState().snapshot.value).toBe('redeemingCode');
    expect(simulation.getState().steps).toEqual([]);
    simulation.stop();
  });
});

describe('payload editor', () => {
  it('shows errors as JSON and sends Error objects again', () => {
    const original = { type: 'xstate.error.actor.load', error: new Error('boom') };
    const text = eventJson(original);
    expect(JSON.parse(text)).toEqual({ type: 'xstate.error.actor.load', error: { name: 'Error', message: 'boom' } });
    const revived = reviveEvent(original, text.replace('boom', 'bang'));
    const sent: Record<string, unknown> = revived.ok ? { ...revived.event } : {};
    expect(sent.error).toBeInstanceOf(Error);
    expect(sent.error instanceof Error && sent.error.message).toBe('bang');
    expect(reviveEvent(original, '{').ok).toBe(false);
    expect(reviveEvent(original, '{"type":"other"}')).toEqual({ ok: false, reason: 'type' });
    expect(reviveEvent(original, '[]')).toEqual({ ok: false, reason: 'object' });
  });
});

describe('a machine without setup()', () => {
  it('is drawn too', async () => {
    const plain = createMachine({ id: 'plain', initial: 'a', states: { a: { on: { go: 'b' } }, b: { type: 'final' } } });
    const { graph } = await pictureOf({ id: 'plain', title: 'Plain', description: '', machine: plain });
    expect(graph.transitions.map((transition) => transition.label)).toEqual(['go']);
  });
});

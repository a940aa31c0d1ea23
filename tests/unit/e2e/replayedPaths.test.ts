import { describe, expect, it } from 'vitest';
import type { MachinePath } from '../../../machines/paths';
import { replayedPaths, transitionCover, type GeneratedPath } from '../../e2e/model/modelPaths';

/** A path of events `type` or `type:outcome`; each step's state is its event's name unless `states` names them. */
function path(number: number, events: string[], options: { variant?: string; faults?: boolean; states?: string[] } = {}): GeneratedPath {
  const steps = events.map((type, index) => ({
    event: type.includes(':') ? { type: type.split(':')[0] ?? '', outcome: type.split(':')[1] } : { type },
    state: options.states?.[index] ?? type,
    context: {},
  }));
  const machinePath: MachinePath = {
    id: `m-${number}`,
    machine: 'm',
    variant: options.variant ?? 'default',
    input: undefined,
    description: events.join(' → '),
    steps,
    initial: { state: 'start', context: {} },
    state: events.at(-1) ?? 'start',
  };
  return { title: `${number}. ${machinePath.description}`, path: machinePath, faults: options.faults ?? false };
}

describe('the model-based paths that get a browser run of their own', () => {
  it('replays a path inside the longer path that starts with its events, and names it there', () => {
    const runs = replayedPaths([path(1, []), path(2, ['a']), path(3, ['a', 'b']), path(4, ['c']), path(5, ['a', 'c'])]);
    expect(runs.map((run) => [run.title.split('.')[0], run.alsoReplays])).toEqual([
      ['3', ['1', '2']],
      ['4', []],
      ['5', []],
    ]);
  });

  it('tells events apart by their payload, and keeps other starting inputs and fault paths apart', () => {
    const runs = replayedPaths([
      path(1, ['a:ok']),
      path(2, ['a:failed', 'b']),
      path(3, ['x'], { variant: 'signedOut' }),
      path(4, ['x', 'y']),
      path(5, ['x', 'y', 'z'], { faults: true }),
    ]);
    expect(runs.map((run) => run.title.split('.')[0])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('replays every path exactly once, in its own run or inside one longer run', () => {
    const paths = [path(1, []), path(2, ['a']), path(3, ['b']), path(4, ['a', 'b']), path(5, ['a', 'c']), path(6, ['a', 'b', 'c'])];
    const runs = replayedPaths(paths);
    const replayed = runs.flatMap((run) => [run.title.split('.')[0], ...run.alsoReplays]).sort();
    expect(replayed).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('the transition cover: the runs the browser makes', () => {
  const runs = (paths: GeneratedPath[]) => replayedPaths(paths);
  const numbers = (paths: readonly GeneratedPath[]) => paths.map((run) => run.title.split('.')[0]);
  /** every state and `from —event→ to` of the given runs, as the cover counts them */
  const walked = (paths: readonly GeneratedPath[]) =>
    new Set(
      paths.flatMap(({ path: { initial, steps } }) => {
        let from = String(initial.state);
        return [
          `state ${from}`,
          ...steps.flatMap((step) => {
            const item = `${from} —${JSON.stringify(step.event)}→ ${String(step.state)}`;
            from = String(step.state);
            return [item, `state ${from}`];
          }),
        ];
      }),
    );

  it('leaves out a run whose every state and transition other runs walk, and says which', () => {
    // editing → editing again, then submit: 4 walks edit and submit from the states 3 and 2 reach
    const paths = [
      path(1, ['edit'], { states: ['editing'] }),
      path(2, ['edit', 'cancel'], { states: ['editing', 'start'] }),
      path(3, ['edit', 'submit'], { states: ['editing', 'saved'] }),
      path(4, ['edit', 'cancel', 'edit', 'submit'], { states: ['editing', 'start', 'editing', 'saved'] }),
    ];
    const cover = transitionCover(runs(paths));
    expect(numbers(cover.runs)).toEqual(['4']);
    expect(cover.walkedElsewhere).toEqual([{ title: paths[2]?.title, by: ['4'] }]);
  });

  it('keeps a run that alone takes a transition, even one told apart only by its payload', () => {
    const paths = [path(1, ['save:ok'], { states: ['done'] }), path(2, ['save:failed'], { states: ['done'] }), path(3, ['other'])];
    expect(numbers(transitionCover(runs(paths)).runs)).toEqual(['1', '2', '3']);
  });

  it('keeps a run of each starting input, whose start may pass through states of its own', () => {
    const paths = [path(1, ['a'], { states: ['x'] }), path(2, ['a'], { states: ['x'], variant: 'signedOut' })];
    expect(numbers(transitionCover(runs(paths)).runs)).toEqual(['1', '2']);
  });

  it('walks everything the runs walk, with fewer runs, the same way each time', () => {
    const paths = [
      path(1, ['a', 'b'], { states: ['x', 'y'] }),
      path(2, ['a', 'c'], { states: ['x', 'z'] }),
      path(3, ['a', 'b', 'd'], { states: ['x', 'y', 'x'] }),
      path(4, ['a', 'c', 'e'], { states: ['x', 'z', 'y'] }),
      path(5, ['f'], { states: ['y'] }),
      path(6, ['f', 'b'], { states: ['y', 'y'] }),
      // f is 6's first step, and d from y is 3's last
      path(7, ['f', 'd'], { states: ['y', 'x'] }),
    ];
    const all = runs(paths);
    const cover = transitionCover(all);
    expect(walked(cover.runs)).toEqual(walked(all));
    expect(cover.runs.length).toBeLessThan(all.length);
    expect(numbers(transitionCover(all).runs)).toEqual(numbers(cover.runs));
    expect([...numbers(cover.runs), ...cover.walkedElsewhere.map(({ title }) => title.split('.')[0])].sort()).toEqual(numbers(all).sort());
  });
});

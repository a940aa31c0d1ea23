import { describe, expect, it } from 'vitest';
import type { MachinePath } from '../../../machines/paths';
import { replayedPaths, type GeneratedPath } from '../../e2e/model/modelPaths';

function path(number: number, events: string[], options: { variant?: string; faults?: boolean } = {}): GeneratedPath {
  const steps = events.map((type) => ({
    event: type.includes(':') ? { type: type.split(':')[0] ?? '', outcome: type.split(':')[1] } : { type },
    state: type,
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

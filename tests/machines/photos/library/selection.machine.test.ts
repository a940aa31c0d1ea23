// Selection mode beyond the replayed paths: toggling, a Shift-range across months, a whole month,
// select all, and what ends selection mode.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { selectionMachine } from '@machines/photos/library/selection.machine';

const start = () => {
  const actor = createActor(selectionMachine).start();
  actor.send({ type: 'selection.start' });
  return actor;
};

describe('selection', () => {
  it('toggles photos and remembers the last one as the anchor', () => {
    const actor = start();
    actor.send({ type: 'selection.toggle', imageId: 'b' });
    actor.send({ type: 'selection.toggle', imageId: 'a' });
    expect(actor.getSnapshot().context).toEqual({ selected: ['a', 'b'], anchor: 'a' });
    actor.send({ type: 'selection.toggle', imageId: 'b' });
    expect(actor.getSnapshot().context).toEqual({ selected: ['a'], anchor: 'b' });
  });

  it('adds a range (the view gives the ids between anchor and target, across months)', () => {
    const actor = start();
    actor.send({ type: 'selection.toggle', imageId: 'm1-3' });
    actor.send({ type: 'selection.selectRange', imageIds: ['m1-3', 'm1-4', 'm2-1', 'm2-2'], targetId: 'm2-2' });
    expect(actor.getSnapshot().context).toEqual({ selected: ['m1-3', 'm1-4', 'm2-1', 'm2-2'], anchor: 'm2-2' });
  });

  it('selects a whole month, and deselects it when it is all selected already', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'selection.toggleMonth', imageIds: ['x', 'y'] });
    expect(actor.getSnapshot().matches('selecting')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(['x', 'y']);
    actor.send({ type: 'selection.toggle', imageId: 'z' });
    actor.send({ type: 'selection.toggleMonth', imageIds: ['x', 'y'] });
    expect(actor.getSnapshot().context.selected).toEqual(['z']);
  });

  it('Space on a photo when not selecting starts selection mode with that photo', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'selection.toggle', imageId: 'p' });
    expect(actor.getSnapshot().matches('selecting')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(['p']);
  });

  it.each(['selection.cancel', 'selection.actionSucceeded', 'selection.leave'] as const)('%s ends selection mode and clears it', (type) => {
    const actor = start();
    actor.send({ type: 'selection.selectAll', imageIds: ['a', 'b', 'c'] });
    actor.send({ type: 'selection.deselectAll' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'selection.selectAll', imageIds: ['a', 'b', 'c'] });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('notSelecting');
    expect(actor.getSnapshot().context).toEqual({ selected: [], anchor: null });
  });
});

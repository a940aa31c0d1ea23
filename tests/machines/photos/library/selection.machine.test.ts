// Selection mode beyond the replayed paths: toggling, a Shift-range across months, a whole month
// (and the rest of one not fully loaded), select all, and what ends selection mode.
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
    expect(actor.getSnapshot().context).toEqual({ selected: ['a', 'b'], anchor: 'a', awaitedMonths: [] });
    actor.send({ type: 'selection.toggle', imageId: 'b' });
    expect(actor.getSnapshot().context).toEqual({ selected: ['a'], anchor: 'b', awaitedMonths: [] });
  });

  it('adds a range (the view gives the ids between anchor and target, across months)', () => {
    const actor = start();
    actor.send({ type: 'selection.toggle', imageId: 'm1-3' });
    actor.send({ type: 'selection.selectRange', imageIds: ['m1-3', 'm1-4', 'm2-1', 'm2-2'], targetId: 'm2-2' });
    expect(actor.getSnapshot().context).toEqual({ selected: ['m1-3', 'm1-4', 'm2-1', 'm2-2'], anchor: 'm2-2', awaitedMonths: [] });
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
    expect(actor.getSnapshot().context).toEqual({ selected: [], anchor: null, awaitedMonths: [] });
  });

  describe('a month selected whole before all of its photos are loaded', () => {
    const partlyLoaded = { key: '2024-03', complete: false };
    const selectMarch = () => {
      const actor = start();
      actor.send({ type: 'selection.toggleMonth', imageIds: ['m-1', 'm-2'], month: partlyLoaded });
      return actor;
    };

    it('selects its loaded photos and awaits the rest', () => {
      const actor = selectMarch();
      expect(actor.getSnapshot().context.selected).toEqual(['m-1', 'm-2']);
      expect(actor.getSnapshot().context.awaitedMonths).toEqual([{ key: '2024-03', taken: 2 }]);
    });

    it('takes its photos in as they arrive', () => {
      const actor = selectMarch();
      actor.send({ type: 'selection.monthLoaded', key: '2024-03', imageIds: ['m-1', 'm-2', 'm-3'], complete: false });
      expect(actor.getSnapshot().context.selected).toEqual(['m-1', 'm-2', 'm-3']);
    });

    it('no longer awaits it once no more photos are coming', () => {
      const actor = selectMarch();
      actor.send({ type: 'selection.monthLoaded', key: '2024-03', imageIds: ['m-1', 'm-2', 'm-3'], complete: true });
      expect(actor.getSnapshot().context.awaitedMonths).toEqual([]);
      actor.send({ type: 'selection.monthLoaded', key: '2024-03', imageIds: ['m-1', 'm-2', 'm-3', 'm-4'], complete: true });
      expect(actor.getSnapshot().context.selected).toEqual(['m-1', 'm-2', 'm-3']);
    });

    it('leaves a photo deselected meanwhile deselected when more arrive', () => {
      const actor = selectMarch();
      actor.send({ type: 'selection.toggle', imageId: 'm-1' });
      actor.send({ type: 'selection.monthLoaded', key: '2024-03', imageIds: ['m-1', 'm-2', 'm-3'], complete: false });
      expect(actor.getSnapshot().context.selected).toEqual(['m-2', 'm-3']);
    });

    it('stops awaiting it when the month is deselected', () => {
      const actor = selectMarch();
      actor.send({ type: 'selection.toggleMonth', imageIds: ['m-1', 'm-2'], month: partlyLoaded });
      actor.send({ type: 'selection.monthLoaded', key: '2024-03', imageIds: ['m-1', 'm-2', 'm-3'], complete: false });
      expect(actor.getSnapshot().context.selected).toEqual([]);
    });

    it('stops awaiting it on deselect all', () => {
      const actor = selectMarch();
      actor.send({ type: 'selection.deselectAll' });
      actor.send({ type: 'selection.monthLoaded', key: '2024-03', imageIds: ['m-1', 'm-2', 'm-3'], complete: false });
      expect(actor.getSnapshot().context.selected).toEqual([]);
    });

    it('stops awaiting it when selection mode ends', () => {
      const actor = selectMarch();
      actor.send({ type: 'selection.cancel' });
      actor.send({ type: 'selection.start' });
      actor.send({ type: 'selection.monthLoaded', key: '2024-03', imageIds: ['m-1', 'm-2', 'm-3'], complete: false });
      expect(actor.getSnapshot().context.selected).toEqual([]);
    });

    it('leaves the selection alone for a month it does not await', () => {
      const actor = selectMarch();
      const before = actor.getSnapshot().context;
      actor.send({ type: 'selection.monthLoaded', key: '2024-02', imageIds: ['f-1'], complete: false });
      expect(actor.getSnapshot().context).toBe(before);
    });

    it('awaits nothing for a month whose photos are all loaded', () => {
      const actor = start();
      actor.send({ type: 'selection.toggleMonth', imageIds: ['m-1', 'm-2'], month: { key: '2024-03', complete: true } });
      expect(actor.getSnapshot().context.awaitedMonths).toEqual([]);
    });
  });
});

// Selection mode of a photo grid (spec S1 §2 Photos page, Photo item; §4 Selection mode): start,
// toggle one photo, a Shift-range, a whole month, select all, deselect all, cancel. The success of
// a bulk action ends it. The view works out the ids (display order, across months); the machine
// keeps the selected ids (sorted, so that the same selection is the same context) and the anchor of
// the next Shift-range.
import { assign, setup } from 'xstate';

export interface SelectionContext {
  /** selected photo ids, sorted */
  selected: string[];
  /** the photo last clicked or toggled: one end of a Shift-range */
  anchor: string | null;
}

export type SelectionEvent =
  | { type: 'selection.start' }
  | { type: 'selection.toggle'; imageId: string }
  | { type: 'selection.selectRange'; imageIds: readonly string[]; targetId: string }
  | { type: 'selection.toggleMonth'; imageIds: readonly string[] }
  | { type: 'selection.selectAll'; imageIds: readonly string[] }
  | { type: 'selection.deselectAll' }
  | { type: 'selection.cancel' }
  | { type: 'selection.actionSucceeded' }
  | { type: 'selection.leave' };

function sortedUnion(selected: readonly string[], more: readonly string[]): string[] {
  return [...new Set([...selected, ...more])].sort();
}

function toggled(selected: readonly string[], imageId: string): string[] {
  return selected.includes(imageId) ? selected.filter((id) => id !== imageId) : sortedUnion(selected, [imageId]);
}

export const selectionMachine = setup({
  types: { context: {} as SelectionContext, events: {} as SelectionEvent },
  actions: {
    clear: assign({ selected: [], anchor: null }),
    toggle: assign(({ context }, params: { imageId: string }) => ({
      selected: toggled(context.selected, params.imageId),
      anchor: params.imageId,
    })),
    selectRange: assign(({ context }, params: { imageIds: readonly string[]; targetId: string }) => ({
      selected: sortedUnion(context.selected, params.imageIds),
      anchor: params.targetId,
    })),
    toggleMonth: assign(({ context }, params: { imageIds: readonly string[] }) => {
      const all = params.imageIds.length > 0 && params.imageIds.every((id) => context.selected.includes(id));
      if (all) {
        const drop = new Set(params.imageIds);
        return { selected: context.selected.filter((id) => !drop.has(id)) };
      }
      return { selected: sortedUnion(context.selected, params.imageIds) };
    }),
    selectAll: assign(({ context }, params: { imageIds: readonly string[] }) => ({
      selected: sortedUnion(context.selected, params.imageIds),
    })),
  },
}).createMachine({
  id: 'selection',
  description: 'Selection mode of a photo grid.',
  context: { selected: [], anchor: null },
  initial: 'notSelecting',
  states: {
    notSelecting: {
      description:
        'Not selecting: a click on a photo opens the preview; the "Select" button (or Space on a photo) starts selection mode; "Delete all photos" shows.',
      entry: 'clear',
      on: {
        'selection.start': 'selecting',
        'selection.toggle': { target: 'selecting', actions: { type: 'toggle', params: ({ event }) => ({ imageId: event.imageId }) } },
        'selection.toggleMonth': {
          target: 'selecting',
          actions: { type: 'toggleMonth', params: ({ event }) => ({ imageIds: event.imageIds }) },
        },
      },
    },
    selecting: {
      description:
        'Selecting: photos show a select circle and frame, a click toggles one, Shift-click selects a range; the toolbar shows the count, select all / deselect all, cancel and the bulk actions.',
      on: {
        'selection.toggle': { actions: { type: 'toggle', params: ({ event }) => ({ imageId: event.imageId }) } },
        'selection.selectRange': {
          actions: { type: 'selectRange', params: ({ event }) => ({ imageIds: event.imageIds, targetId: event.targetId }) },
        },
        'selection.toggleMonth': { actions: { type: 'toggleMonth', params: ({ event }) => ({ imageIds: event.imageIds }) } },
        'selection.selectAll': { actions: { type: 'selectAll', params: ({ event }) => ({ imageIds: event.imageIds }) } },
        'selection.deselectAll': { actions: 'clear' },
        'selection.cancel': 'notSelecting',
        'selection.actionSucceeded': 'notSelecting',
        'selection.leave': 'notSelecting',
      },
    },
  },
});

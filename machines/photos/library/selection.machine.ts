// Selection mode of a photo grid (spec S1 §2 Photos page, Photo item; §4 Selection mode): start,
// toggle one photo, a Shift-range, a whole month, select all, deselect all, cancel. The success of
// a bulk action ends it. The view works out the ids (display order, across months); the machine
// keeps the selected ids (sorted, so that the same selection is the same context) and the anchor of
// the next Shift-range. A month selected whole before all of its photos are loaded waits for the
// rest: its photos join the selection as they arrive (selection.monthLoaded), while selection mode
// lasts and the month is not deselected meanwhile.
import { assign, setup } from 'xstate';

export interface SelectionContext {
  /** selected photo ids, sorted */
  selected: string[];
  /** the photo last clicked or toggled: one end of a Shift-range */
  anchor: string | null;
  /** months selected whole whose other photos are still loading, with how many of theirs were selected */
  awaitedMonths: AwaitedMonth[];
}

export interface AwaitedMonth {
  key: string;
  /** the month's loaded photos taken into the selection so far (its first `taken`, in order) */
  taken: number;
}

/** A month as a whole-month toggle names it: its key, and whether all of its photos are loaded. */
export interface MonthToToggle {
  key: string;
  complete: boolean;
}

export type SelectionEvent =
  | { type: 'selection.start' }
  | { type: 'selection.toggle'; imageId: string }
  | { type: 'selection.selectRange'; imageIds: readonly string[]; targetId: string }
  | { type: 'selection.toggleMonth'; imageIds: readonly string[]; month?: MonthToToggle }
  /** a month's loaded photos now, in order; complete: no more are coming (all loaded, or its load failed) */
  | { type: 'selection.monthLoaded'; key: string; imageIds: readonly string[]; complete: boolean }
  | { type: 'selection.selectAll'; imageIds: readonly string[] }
  | { type: 'selection.deselectAll' }
  | { type: 'selection.cancel' }
  | { type: 'selection.actionSucceeded' }
  | { type: 'selection.leave' };

const toggleMonthParams = ({ event }: { event: SelectionEvent }): ToggleMonth =>
  event.type === 'selection.toggleMonth' ? { imageIds: event.imageIds, month: event.month } : { imageIds: [] };
const monthLoadedParams = ({ event }: { event: SelectionEvent }): MonthLoaded =>
  event.type === 'selection.monthLoaded'
    ? { key: event.key, imageIds: event.imageIds, complete: event.complete }
    : { key: '', imageIds: [], complete: true };

function sortedUnion(selected: readonly string[], more: readonly string[]): string[] {
  return [...new Set([...selected, ...more])].sort();
}

function toggled(selected: readonly string[], imageId: string): string[] {
  return selected.includes(imageId) ? selected.filter((id) => id !== imageId) : sortedUnion(selected, [imageId]);
}

const allSelected = (selected: readonly string[], imageIds: readonly string[]) =>
  imageIds.length > 0 && imageIds.every((id) => selected.includes(id));

type ToggleMonth = { imageIds: readonly string[]; month?: MonthToToggle };
type MonthLoaded = { key: string; imageIds: readonly string[]; complete: boolean };

export const selectionMachine = setup({
  types: { context: {} as SelectionContext, events: {} as SelectionEvent },
  guards: {
    /** every loaded photo of the month is selected: the toggle deselects the month */
    isMonthSelected: ({ context }, params: ToggleMonth) => allSelected(context.selected, params.imageIds),
    /** the month has photos not loaded yet: they join the selection as they arrive */
    isMonthPartlyLoaded: (_, params: ToggleMonth) => params.month !== undefined && !params.month.complete,
    /** the month is awaited and has news: photos not taken yet, or no more coming */
    hasAwaitedPhotos: ({ context }, params: MonthLoaded) => {
      const awaited = context.awaitedMonths.find((month) => month.key === params.key);
      return awaited !== undefined && (params.imageIds.length > awaited.taken || params.complete);
    },
  },
  actions: {
    clear: assign({ selected: [], anchor: null, awaitedMonths: [] }),
    toggle: assign(({ context }, params: { imageId: string }) => ({
      selected: toggled(context.selected, params.imageId),
      anchor: params.imageId,
    })),
    selectRange: assign(({ context }, params: { imageIds: readonly string[]; targetId: string }) => ({
      selected: sortedUnion(context.selected, params.imageIds),
      anchor: params.targetId,
    })),
    deselectMonth: assign(({ context }, params: ToggleMonth) => {
      const drop = new Set(params.imageIds);
      return {
        selected: context.selected.filter((id) => !drop.has(id)),
        awaitedMonths: context.awaitedMonths.filter((month) => month.key !== params.month?.key),
      };
    }),
    selectMonth: assign(({ context }, params: ToggleMonth) => ({ selected: sortedUnion(context.selected, params.imageIds) })),
    awaitRestOfMonth: assign(({ context }, params: ToggleMonth) => {
      const key = params.month?.key;
      if (key === undefined) return {};
      return { awaitedMonths: [...context.awaitedMonths.filter((month) => month.key !== key), { key, taken: params.imageIds.length }] };
    }),
    takeAwaitedPhotos: assign(({ context }, params: MonthLoaded) => {
      const awaited = context.awaitedMonths.find((month) => month.key === params.key);
      if (!awaited) return {};
      const others = context.awaitedMonths.filter((month) => month.key !== params.key);
      const fresh = params.imageIds.slice(awaited.taken);
      return {
        selected: fresh.length > 0 ? sortedUnion(context.selected, fresh) : context.selected,
        awaitedMonths: params.complete ? others : [...others, { key: params.key, taken: Math.max(awaited.taken, params.imageIds.length) }],
      };
    }),
    selectAll: assign(({ context }, params: { imageIds: readonly string[] }) => ({
      selected: sortedUnion(context.selected, params.imageIds),
    })),
  },
}).createMachine({
  id: 'selection',
  description: 'Selection mode of a photo grid.',
  context: { selected: [], anchor: null, awaitedMonths: [] },
  initial: 'notSelecting',
  states: {
    notSelecting: {
      description:
        'Not selecting: a click on a photo opens the preview; the "Select" button (or Space on a photo) starts selection mode; "Delete all photos" shows.',
      entry: 'clear',
      on: {
        'selection.start': 'selecting',
        'selection.toggle': { target: 'selecting', actions: { type: 'toggle', params: ({ event }) => ({ imageId: event.imageId }) } },
        'selection.toggleMonth': [
          {
            guard: { type: 'isMonthSelected', params: toggleMonthParams },
            target: 'selecting',
            actions: { type: 'deselectMonth', params: toggleMonthParams },
          },
          {
            guard: { type: 'isMonthPartlyLoaded', params: toggleMonthParams },
            target: 'selecting',
            actions: [
              { type: 'selectMonth', params: toggleMonthParams },
              { type: 'awaitRestOfMonth', params: toggleMonthParams },
            ],
          },
          { target: 'selecting', actions: { type: 'selectMonth', params: toggleMonthParams } },
        ],
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
        'selection.toggleMonth': [
          { guard: { type: 'isMonthSelected', params: toggleMonthParams }, actions: { type: 'deselectMonth', params: toggleMonthParams } },
          {
            guard: { type: 'isMonthPartlyLoaded', params: toggleMonthParams },
            actions: [
              { type: 'selectMonth', params: toggleMonthParams },
              { type: 'awaitRestOfMonth', params: toggleMonthParams },
            ],
          },
          { actions: { type: 'selectMonth', params: toggleMonthParams } },
        ],
        'selection.monthLoaded': {
          guard: { type: 'hasAwaitedPhotos', params: monthLoadedParams },
          actions: { type: 'takeAwaitedPhotos', params: monthLoadedParams },
        },
        'selection.selectAll': { actions: { type: 'selectAll', params: ({ event }) => ({ imageIds: event.imageIds }) } },
        'selection.deselectAll': { actions: 'clear' },
        'selection.cancel': 'notSelecting',
        'selection.actionSucceeded': 'notSelecting',
        'selection.leave': 'notSelecting',
      },
    },
  },
});

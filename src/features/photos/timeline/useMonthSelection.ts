import { useCallback, useEffect, useRef } from 'react';
import { usePhotoLibraryControls, type MonthView } from '@/features/photos/wiring/library';
import { useSelectionActor } from '../selection';

/**
 * A month's select all (S1 §4: selecting a whole month toggles all of its photos). When the month
 * holds more photos than are loaded, its loaded photos are selected at once and the month opens in
 * full (the '+N' pages); the rest join the selection as they arrive, while selection mode lasts
 * and the month was not deselected meanwhile.
 */
export function useMonthSelection(months: readonly MonthView[]) {
  const selection = useSelectionActor();
  const controls = usePhotoLibraryControls();
  /** months whose select all waits for more photos, with how many of them were selected so far */
  const pending = useRef(new Map<string, number>());

  useEffect(() => {
    if (pending.current.size === 0) return;
    const snapshot = selection.getSnapshot();
    for (const month of months) {
      if (!pending.current.has(month.key)) continue;
      if (!snapshot.matches('selecting')) {
        pending.current.clear();
        return;
      }
      const done = pending.current.get(month.key) ?? 0;
      if (month.images.length > done) {
        selection.send({ type: 'selection.selectAll', imageIds: month.images.slice(done).map((image) => image.imageId) });
        pending.current.set(month.key, month.images.length);
      }
      if (month.images.length >= month.count || month.status === 'rejected') pending.current.delete(month.key);
    }
  }, [months, selection]);

  return useCallback(
    (month: MonthView) => {
      const imageIds = month.images.map((image) => image.imageId);
      const selected = new Set(selection.getSnapshot().context.selected);
      const allSelected = imageIds.length > 0 && imageIds.every((id) => selected.has(id));
      selection.send({ type: 'selection.toggleMonth', imageIds });
      if (allSelected) {
        pending.current.delete(month.key);
        return;
      }
      if (month.images.length < month.count) {
        pending.current.set(month.key, month.images.length);
        controls.expandMonth(month.year, month.month);
      }
    },
    [selection, controls],
  );
}

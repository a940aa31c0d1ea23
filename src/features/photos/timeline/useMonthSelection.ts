import { useCallback, useEffect } from 'react';
import { usePhotoLibraryActor, usePhotoLibraryControls, type MonthView } from '@/features/photos/wiring/library';
import { monthViews } from '@/features/photos/wiring/libraryView';
import { useSelectionActor } from '../selection';

/**
 * A month's select all (S1 §4: selecting a whole month toggles all of its photos). When the month
 * holds more photos than are loaded, the selection machine selects its loaded photos and awaits the
 * rest, and the month opens in full (the '+N' pages); the library's actor tells the selection of
 * the awaited months' photos as they arrive (selection.monthLoaded).
 */
export function useMonthSelection() {
  const selection = useSelectionActor();
  const timeline = usePhotoLibraryActor();
  const controls = usePhotoLibraryControls();

  useEffect(() => {
    const subscription = timeline.subscribe((snapshot) => {
      const awaited = selection.getSnapshot().context.awaitedMonths;
      if (awaited.length === 0) return;
      const months = monthViews(snapshot.context.months, new Set(snapshot.context.hidden));
      for (const { key } of awaited) {
        const month = months.find((candidate) => candidate.key === key);
        if (!month) continue;
        selection.send({
          type: 'selection.monthLoaded',
          key,
          imageIds: month.images.map((image) => image.imageId),
          complete: month.images.length >= month.count || month.status === 'rejected',
        });
      }
    });
    return () => subscription.unsubscribe();
  }, [timeline, selection]);

  return useCallback(
    (month: MonthView) => {
      const imageIds = month.images.map((image) => image.imageId);
      selection.send({ type: 'selection.toggleMonth', imageIds, month: { key: month.key, complete: month.images.length >= month.count } });
      if (selection.getSnapshot().context.awaitedMonths.some((awaited) => awaited.key === month.key))
        controls.expandMonth(month.year, month.month);
    },
    [selection, controls],
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { usePhotoLibraryControls, type MonthView } from '@/features/photos/wiring/library';
import { useLatest } from '@/platform/hooks/useLatest';
import type { VirtualRow } from '../grid/layout';

/**
 * Months load as they are seen (S1 §4): the timeline's rows within reach of the viewport
 * (useVisibleRange's `onSeen`) name the months seen. A month coming into reach asks for its first
 * page; a month going out of reach before its page started loading is let go (it does not load);
 * so are those in reach when the timeline goes. Returns the `onSeen` to give useVisibleRange.
 */
export function useMonthLoading(months: readonly MonthView[], rows: readonly VirtualRow[]) {
  const controls = usePhotoLibraryControls();
  const latest = useLatest({ months, rows, controls });
  // the months in reach at the last report, top to bottom
  const inReach = useRef<readonly MonthView[]>([]);

  useEffect(
    () => () => {
      for (const month of inReach.current) latest.current.controls.leaveMonth(month.year, month.month);
      inReach.current = [];
    },
    [latest],
  );

  return useCallback(
    ([from, to]: readonly [number, number]) => {
      const { months: shown, rows: spans, controls: library } = latest.current;
      const first = spans[from]?.monthIndex;
      const last = spans[to - 1]?.monthIndex;
      const now = first === undefined || last === undefined || to <= from ? [] : shown.slice(first, last + 1);
      const keys = new Set(now.map((month) => month.key));
      const before = new Set(inReach.current.map((month) => month.key));
      for (const month of inReach.current) if (!keys.has(month.key)) library.leaveMonth(month.year, month.month);
      for (const month of now) if (!before.has(month.key)) library.loadMonth(month.year, month.month);
      inReach.current = now;
    },
    [latest],
  );
}

import { useEffect, type RefObject } from 'react';
import { useLatest } from '@/platform/hooks/useLatest';

/**
 * The end marker under a paged grid (S1 §2): `onVisible` (the next page) when the marker is fully
 * visible while `active`, and again after each change of `items` if it still is (a page that did
 * not fill the screen). Visible in the viewport, or in the scroll area `root` when given.
 */
export function useEndMarker(
  marker: RefObject<HTMLElement | null>,
  active: boolean,
  items: number,
  onVisible: () => void,
  root?: RefObject<HTMLElement | null>,
): void {
  const latest = useLatest(onVisible);
  useEffect(() => {
    const element = marker.current;
    if (!element || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.99)) latest.current();
      },
      { root: root?.current ?? null, threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [marker, active, items, latest, root]);
}

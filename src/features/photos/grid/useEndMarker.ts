import { useEffect, type RefObject } from 'react';
import { useLatest } from '@/platform/hooks/useLatest';

/**
 * The end marker under a paged grid (S1 §2): `onVisible` (the next page) when the marker is fully
 * visible while `active`, and again after each change of `items` if it still is (a page that did
 * not fill the screen).
 */
export function useEndMarker(marker: RefObject<HTMLElement | null>, active: boolean, items: number, onVisible: () => void): void {
  const latest = useLatest(onVisible);
  useEffect(() => {
    const element = marker.current;
    if (!element || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.99)) latest.current();
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [marker, active, items, latest]);
}

import { useCallback, useContext, type RefObject } from 'react';
import { useLatest } from '@/platform/hooks/useLatest';
import { GridScrollerContext } from './useVisibleRange';

interface RowBox {
  start: number;
  size: number;
}

const MARGIN = 16;
const MAX_FRAMES = 30;

/**
 * Moves the focus to a photo that may not be in the DOM yet (virtualised rows): scrolls its row into
 * view, then focuses the photo's button once it is rendered.
 */
export function useFocusPhoto(container: RefObject<HTMLElement | null>, rowOf: (imageId: string) => RowBox | null) {
  const rowOfRef = useLatest(rowOf);
  const scroller = useContext(GridScrollerContext);
  return useCallback(
    (imageId: string) => {
      const element = container.current;
      const row = rowOfRef.current(imageId);
      if (!element || !row) return;
      const box = scroller?.current;
      if (box) {
        // in a scroll area (the picker): the row into its view
        const top = element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop + row.start;
        if (top < box.scrollTop) box.scrollTo({ top: Math.max(0, top - MARGIN) });
        else if (top + row.size > box.scrollTop + box.clientHeight) box.scrollTo({ top: top + row.size - box.clientHeight + MARGIN });
      } else {
        scrollRowIntoWindow(element, row);
      }
      // Rows render after the scroll, and a row may be drawn anew while its month loads: for a few
      // frames the photo gets the focus back when it fell to the page with its old element.
      let frames = 0;
      let focused: HTMLElement | null = null;
      const tryFocus = () => {
        const active = document.activeElement;
        const lost = active === null || active === document.body;
        if (focused === null || (lost && !focused.isConnected)) {
          const target = element.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(imageId)}"]`);
          if (target) {
            target.focus({ preventScroll: true });
            focused = target;
          }
        } else if (active !== focused && !lost) {
          return; // the focus went elsewhere on purpose
        }
        if (++frames < MAX_FRAMES) requestAnimationFrame(tryFocus);
      };
      tryFocus();
    },
    [container, scroller, rowOfRef],
  );
}

/** Scrolls the window so that the row is in view, below the sticky selection toolbar. */
function scrollRowIntoWindow(element: HTMLElement, row: RowBox) {
  const top = element.getBoundingClientRect().top + window.scrollY + row.start;
  const bottom = top + row.size;
  // the selection toolbar sticks to the top while selecting: a photo must not hide under it
  const covered = document.querySelector('[data-sticky-toolbar]')?.getBoundingClientRect().height ?? 0;
  const above = MARGIN + covered;
  if (top < window.scrollY + above) window.scrollTo({ top: Math.max(0, top - above) });
  else if (bottom > window.scrollY + window.innerHeight - MARGIN) window.scrollTo({ top: bottom - window.innerHeight + MARGIN });
}

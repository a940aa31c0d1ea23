import { useCallback, useRef, type RefObject } from 'react';

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
  const rowOfRef = useRef(rowOf);
  rowOfRef.current = rowOf;
  return useCallback(
    (imageId: string) => {
      const element = container.current;
      const row = rowOfRef.current(imageId);
      if (!element || !row) return;
      const top = element.getBoundingClientRect().top + window.scrollY + row.start;
      const bottom = top + row.size;
      if (top < window.scrollY + MARGIN) window.scrollTo({ top: Math.max(0, top - MARGIN) });
      else if (bottom > window.scrollY + window.innerHeight - MARGIN) window.scrollTo({ top: bottom - window.innerHeight + MARGIN });
      let frames = 0;
      const tryFocus = () => {
        const target = element.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(imageId)}"]`);
        if (target) {
          target.focus({ preventScroll: true });
          return;
        }
        if (++frames < MAX_FRAMES) requestAnimationFrame(tryFocus);
      };
      tryFocus();
    },
    [container],
  );
}

import { useCallback, useRef, useState } from 'react';
import type { SortView } from '@schemas/photos';
import { useListMemory } from '@/features/photos/wiring/library';

/**
 * Back from the preview: the list view's saved window scroll, once the grid has its full height,
 * and the focus on the photo the preview closed on (scrolled into view when the preview moved far
 * from it). Give the callback to the grid's `onLaidOut`.
 */
export function useRestoreScroll(view: SortView) {
  const memory = useListMemory();
  const [saved] = useState(() => ({ scroll: memory?.takeScroll(view) ?? null, photoId: memory?.takePhotoToFocus(view) ?? null }));
  const done = useRef(false);
  return useCallback(
    (focusPhoto: (imageId: string) => void) => {
      if (done.current) return;
      done.current = true;
      if (saved.scroll) window.scrollTo({ left: saved.scroll.x, top: saved.scroll.y });
      if (saved.photoId) focusPhoto(saved.photoId);
    },
    [saved],
  );
}

// Where each list view was when its preview opened (S1 §2 Photo preview; §3): the window's scroll
// and the photo the preview closed on, which the list gives the focus when it is back. Kept per
// signed-in account (a part of the account scope): another account signing in starts with none.
import type { SortView } from '@schemas/photos';
import { accountPart, type AccountPart, type Stoppable } from '@/platform/accountScope/accountScope';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';

export interface ScrollPosition {
  x: number;
  y: number;
}

export interface ListMemory extends Stoppable {
  saveScroll(view: SortView, position: ScrollPosition): void;
  /** the saved position (once: it is forgotten when taken) */
  takeScroll(view: SortView): ScrollPosition | null;
  /** the photo the preview closed on: the grid gives it the focus when it is back */
  savePhotoToFocus(view: SortView, imageId: string): void;
  /** the preview of this view closed and its list is coming back (the photo to focus is not taken yet) */
  isBackFromPreview(view: SortView): boolean;
  /** the photo to focus (once: it is forgotten when taken) */
  takePhotoToFocus(view: SortView): string | null;
}

/** One account's memory of its list views. */
export function createListMemory(): ListMemory {
  const scrolls = new Map<SortView, ScrollPosition>();
  const toFocus = new Map<SortView, string>();
  const take = <T>(map: Map<SortView, T>, view: SortView): T | null => {
    const value = map.get(view) ?? null;
    map.delete(view);
    return value;
  };
  return {
    saveScroll: (view, position) => scrolls.set(view, { x: Math.max(0, position.x), y: Math.max(0, position.y) }),
    takeScroll: (view) => take(scrolls, view),
    savePhotoToFocus: (view, imageId) => toFocus.set(view, imageId),
    isBackFromPreview: (view) => toFocus.has(view),
    takePhotoToFocus: (view) => take(toFocus, view),
    stop() {
      scrolls.clear();
      toFocus.clear();
    },
  };
}

const listMemoryPart: AccountPart<ListMemory> = accountPart('photoLibrary.listMemory', () => createListMemory());

/** The signed-in account's list memory; null when nobody is signed in (nothing is kept then). */
export function useListMemory(): ListMemory | null {
  return useAccountPart(listMemoryPart);
}

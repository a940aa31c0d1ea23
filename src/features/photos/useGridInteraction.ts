import { useCallback, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Image } from '@schemas/photos';
import { savePhotosScroll } from '@/features/photos/wiring/library';
import { useNavigateKeepingQuery } from '@/app/navigation/useNavigateKeepingQuery';
import { useSelectionActor } from './selection';

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
const arrows: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const isArrow = (key: string): key is ArrowKey => arrows.includes(key);

export const previewPath = (imageId: string) => `/my-photos/photos/preview/${encodeURIComponent(imageId)}`;

/** The ids from one photo to another (both included) in display order, whichever comes first. */
export function idsBetween(order: readonly Image[], fromId: string, toId: string): string[] {
  const from = order.findIndex((image) => image.imageId === fromId);
  const to = order.findIndex((image) => image.imageId === toId);
  if (to === -1) return [];
  if (from === -1) return [toId];
  const [low, high] = from <= to ? [from, to] : [to, from];
  return order.slice(low, high + 1).map((image) => image.imageId);
}

interface GridInteractionOptions {
  /** the photos shown, in display order (across months) */
  order: readonly Image[];
  /** the photo an arrow key moves to, or null at an edge */
  neighbour(imageId: string, key: ArrowKey): string | null;
  /** brings a photo into view and focuses it */
  focusPhoto(imageId: string): void;
}

/**
 * What a click and the keyboard do on the grid (S1 §2 Photo item): a click opens the preview, or
 * toggles in selection mode (Shift: the range from the last clicked photo, across months); arrow
 * keys move the focus (one tab stop: roving tabindex), Enter opens the preview, Space toggles the
 * selection and starts selection mode when it is off.
 */
export function useGridInteraction({ order, neighbour, focusPhoto }: GridInteractionOptions) {
  const selection = useSelectionActor();
  const navigate = useNavigateKeepingQuery();
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabStopId = useMemo(
    () => (focusedId !== null && order.some((image) => image.imageId === focusedId) ? focusedId : (order[0]?.imageId ?? null)),
    [focusedId, order],
  );

  const open = useCallback(
    (image: Image) => {
      savePhotosScroll('photos', { x: window.scrollX, y: window.scrollY });
      navigate(previewPath(image.imageId));
    },
    [navigate],
  );

  const toggle = useCallback(
    (image: Image, range: boolean) => {
      const snapshot = selection.getSnapshot();
      const anchor = snapshot.context.anchor;
      if (range && anchor !== null && snapshot.matches('selecting')) {
        selection.send({ type: 'selection.selectRange', imageIds: idsBetween(order, anchor, image.imageId), targetId: image.imageId });
      } else {
        selection.send({ type: 'selection.toggle', imageId: image.imageId });
      }
    },
    [selection, order],
  );

  const onActivate = useCallback(
    (image: Image, event: MouseEvent<HTMLButtonElement>) => {
      setFocusedId(image.imageId);
      if (selection.getSnapshot().matches('selecting')) toggle(image, event.shiftKey);
      else open(image);
    },
    [selection, toggle, open],
  );

  const onKeyDown = useCallback(
    (image: Image, event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        open(image);
      } else if (event.key === ' ') {
        event.preventDefault();
        toggle(image, event.shiftKey);
      } else if (isArrow(event.key)) {
        event.preventDefault();
        const target = neighbour(image.imageId, event.key);
        if (target !== null) {
          setFocusedId(target);
          focusPhoto(target);
        }
      }
    },
    [open, toggle, neighbour, focusPhoto],
  );

  const onFocus = useCallback((image: Image) => setFocusedId(image.imageId), []);

  return { onActivate, onKeyDown, onFocus, tabStopId };
}

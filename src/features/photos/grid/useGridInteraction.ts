import { useMemo, useState } from 'react';
import type { Image } from '@schemas/photos';
import { useListMemory } from '@/features/photos/wiring/library';
import { useLatest } from '@/platform/hooks/useLatest';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { useSelectionActor } from '../selection';
import type { GridActions } from './GridRow';
import { previewHref, useGridPicking, useGridView } from './view';

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
const arrows: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const isArrow = (key: string): key is ArrowKey => arrows.includes(key);

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
export function useGridInteraction(options: GridInteractionOptions): { actions: GridActions; tabStopId: string | null } {
  const { order } = options;
  const selection = useSelectionActor();
  const navigate = useNavigateKeepingQuery();
  const view = useGridView();
  const picking = useGridPicking();
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabStopId = useMemo(
    () => (focusedId !== null && order.some((image) => image.imageId === focusedId) ? focusedId : (order[0]?.imageId ?? null)),
    [focusedId, order],
  );

  // The handlers read the latest order, neighbours, route and view through a ref, so that they stay
  // the same functions while pages arrive: the rows and photos given them then stay memoised.
  const memory = useListMemory();
  const latest = useLatest({ ...options, navigate, view, picking, memory });

  const actions = useMemo<GridActions>(() => {
    const open = (image: Image) => {
      const { navigate: go, view: current, memory: kept } = latest.current;
      kept?.saveScroll(current.view, { x: window.scrollX, y: window.scrollY });
      go(previewHref(current, image.imageId));
    };
    const toggle = (image: Image, range: boolean) => {
      const snapshot = selection.getSnapshot();
      const anchor = snapshot.context.anchor;
      if (range && anchor !== null && snapshot.matches('selecting')) {
        const imageIds = idsBetween(latest.current.order, anchor, image.imageId);
        selection.send({ type: 'selection.selectRange', imageIds, targetId: image.imageId });
      } else {
        selection.send({ type: 'selection.toggle', imageId: image.imageId });
      }
    };
    return {
      onActivate: (image, event) => {
        setFocusedId(image.imageId);
        if (selection.getSnapshot().matches('selecting')) toggle(image, event.shiftKey);
        else open(image);
      },
      onKeyDown: (image, event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (latest.current.picking) toggle(image, event.shiftKey);
          else open(image);
        } else if (event.key === ' ') {
          event.preventDefault();
          toggle(image, event.shiftKey);
        } else if (isArrow(event.key)) {
          event.preventDefault();
          const target = latest.current.neighbour(image.imageId, event.key);
          if (target !== null) {
            setFocusedId(target);
            latest.current.focusPhoto(target);
          }
        }
      },
      onFocus: (image) => setFocusedId(image.imageId),
    };
  }, [selection, latest]);

  return { actions, tabStopId };
}

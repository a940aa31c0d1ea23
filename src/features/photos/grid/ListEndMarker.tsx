import { useSelector } from '@xstate/react';
import { useRef, type ReactNode, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CursorListMachine } from '@machines/shared/cursorList';
import { Loader } from '@/ui/Loader';
import { useEndMarker } from './useEndMarker';

export interface ListEndMarkerProps<TItem, TId extends string> {
  /** the end-marker list (machines/shared/cursorList.ts); null while there is none */
  actor: ActorRefFrom<CursorListMachine<TItem, TId>> | null;
  /** the list machine's id, which its events carry (`albumList`) */
  listId: TId;
  className?: string | undefined;
  /** the loader's label while the next page is on its way */
  loadingLabel: string;
  /** what a failed page shows under the items (its alert with Try again), if any */
  failure: ReactNode;
  /** the scroll area the marker is seen in; the viewport when absent */
  root?: RefObject<HTMLElement | null>;
  /**
   * Whether the items above are drawn as the list holds them (true when absent). A list drawn
   * deferred (useDeferredValue) is not until its background render has come: the marker waits for
   * it, or it would see itself in view under a list not yet drawn and load a page unasked.
   */
  drawn?: boolean;
}

/**
 * The end marker under an end-marker list (S1 §2): when it is fully visible and the service gave a
 * next cursor, the list loads its next page (`<listId>.loadMore`), and again after a page if it still is;
 * the next page's loader and a failure's alert show in it. Empty, it is hidden from screen readers.
 */
export function ListEndMarker<TItem, TId extends string>({
  actor,
  listId,
  className,
  loadingLabel,
  failure,
  root,
  drawn = true,
}: ListEndMarkerProps<TItem, TId>) {
  const marker = useRef<HTMLDivElement>(null);
  const idle = useSelector(actor ?? undefined, (snapshot) => snapshot?.matches({ Finished: 'idle' }) ?? false);
  const hasMore = useSelector(actor ?? undefined, (snapshot) => (snapshot?.context.cursor ?? null) !== null);
  const loadingMore = useSelector(actor ?? undefined, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const items = useSelector(actor ?? undefined, (snapshot) => snapshot?.context.items.length ?? 0);
  const loadMore: `${TId}.loadMore` = `${listId}.loadMore`;
  useEndMarker(marker, drawn && idle && hasMore, items, () => actor?.send({ type: loadMore }), root);
  return (
    <div ref={marker} data-end-marker className={className} aria-hidden={!loadingMore && !failure}>
      {loadingMore ? <Loader label={loadingLabel} /> : null}
      {failure}
    </div>
  );
}

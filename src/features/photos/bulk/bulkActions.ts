import { lazyComponent } from '@/ui/lazyComponent';

/**
 * The selection's bulk actions (S1 §2 Photos page, Album page): download, copy to album, delete or
 * remove from album, order prints, and the ones a shared album shows as unavailable. Each brings its
 * flow, its dialogs and the tooltip of its disabled state; the photo pages draw them only once a
 * selection starts, so their code is one chunk apart from the pages' (./bulkActionParts.ts): some
 * 30 KB gzip the timeline's first paint no longer waits for. SelectionBar loads it on the customer's
 * first input on the page, before the click that starts a selection.
 */
const parts = () => import('./bulkActionParts');

export const SelectionDownloadAction = lazyComponent(() => parts().then((module) => module.SelectionDownloadAction));
export const CopyToAlbumButton = lazyComponent(() => parts().then((module) => module.CopyToAlbumButton));
export const BulkDeleteButton = lazyComponent(() => parts().then((module) => module.BulkDeleteButton));
export const RemoveFromAlbumButton = lazyComponent(() => parts().then((module) => module.RemoveFromAlbumButton));
export const OrderPrintsButton = lazyComponent(() => parts().then((module) => module.OrderPrintsButton));
export const UnavailableInSharedAlbum = lazyComponent(() => parts().then((module) => module.UnavailableInSharedAlbum));

const all = [
  SelectionDownloadAction,
  CopyToAlbumButton,
  BulkDeleteButton,
  RemoveFromAlbumButton,
  OrderPrintsButton,
  UnavailableInSharedAlbum,
];

/** Loads every bulk action's code (one chunk), ahead of the selection that shows them. */
export async function preloadBulkActions(): Promise<void> {
  await Promise.all(all.map((action) => action.preload()));
}

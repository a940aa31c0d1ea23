// The selection's bulk actions, in one chunk apart from the photo pages (./bulkActions.ts).
export { CopyToAlbumButton } from '../albums/copy/CopyToAlbumButton';
export { UnavailableInSharedAlbum } from '../albums/page/UnavailableInSharedAlbum';
export { RemoveFromAlbumButton } from '../albums/remove/RemoveFromAlbumButton';
export { BulkDeleteButton } from '../delete/BulkDeleteButton';
export { SelectionDownloadAction } from '../downloads/SelectionDownloadAction';
export { OrderPrintsButton } from '../print/OrderPrintsButton';

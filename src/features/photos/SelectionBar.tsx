import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import { onFirstInput } from '@/platform/idle/onFirstInput';
import { Button } from '@/ui/Button';
import { preloadBulkActions } from './bulk/bulkActions';
import { useSelectedIds, useSelecting, useSelectionActor } from './selection';
import styles from './PhotosPage.module.scss';

/** One bulk action of the toolbar, given the selected ids (empty: it shows disabled with its reason). */
type BulkAction = (ids: readonly string[]) => ReactNode;

/**
 * The bulk actions while selecting, in the spec's order (S1 §2 Photos page): Download, Copy to album
 * (flag-gated inside CopyToAlbumButton), then Delete — or remove from album inside an album — and
 * order prints. Each is disabled with its reason when nothing is selected.
 */
export interface BulkActions {
  /**
   * Download of the selection (SelectionDownloadAction): one photo selected is its single
   * download; more than one is the archive download.
   */
  download?: BulkAction;
  /** Copy to album (CopyToAlbumButton: nothing when its flag is off) */
  copy?: BulkAction;
  /** Delete (BulkDeleteButton), or remove from album inside an album (RemoveFromAlbumButton) */
  remove: BulkAction;
  /** Order prints (OrderPrintsButton: nothing when its flag is off; the unavailable one in a shared album) */
  print?: BulkAction;
}

/**
 * The selection toolbar (S1 §2 Photos page): 'Select' to start; while selecting the count, select
 * all / deselect all, the bulk actions (`actions`, in the spec's order) and cancel. Not selecting,
 * `idleActions` shows instead ('Delete all photos').
 */
export function SelectionBar({ shown, actions, idleActions }: { shown: readonly Image[]; actions?: BulkActions; idleActions?: ReactNode }) {
  const { t } = useTranslation();
  const selection = useSelectionActor();
  const selecting = useSelecting();
  const selected = useSelectedIds();
  // the bulk actions' code comes apart from the page's: on the customer's first input, before the
  // click on 'Select'
  useEffect(() => onFirstInput(() => void preloadBulkActions()), []);
  if (!selecting) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => selection.send({ type: 'selection.start' })} disabled={shown.length === 0}>
          {t('photos.selection.select')}
        </Button>
        {idleActions}
      </div>
    );
  }
  return (
    <div className={styles.actions} role="toolbar" aria-label={t('photos.page.toolbarLabel')}>
      <p className={styles.selectedCount} role="status">
        {t('photos.selection.count', { count: selected.length })}
      </p>
      <Button variant="link" onClick={() => selection.send({ type: 'selection.selectAll', imageIds: shown.map((image) => image.imageId) })}>
        {t('photos.selection.selectAll')}
      </Button>
      <Button variant="link" onClick={() => selection.send({ type: 'selection.deselectAll' })} disabled={selected.length === 0}>
        {t('photos.selection.deselectAll')}
      </Button>
      {actions?.download?.(selected)}
      {actions?.copy?.(selected)}
      {actions?.remove(selected)}
      {actions?.print?.(selected)}
      <Button variant="secondary" onClick={() => selection.send({ type: 'selection.cancel' })}>
        {t('photos.selection.cancel')}
      </Button>
    </div>
  );
}

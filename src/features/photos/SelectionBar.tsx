import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import { Button } from '@/ui/Button';
import { useSelectedIds, useSelecting, useSelectionActor } from './selection';
import styles from './PhotosPage.module.scss';

/**
 * The selection toolbar (S1 §2 Photos page): 'Select' to start; while selecting the count, select
 * all / deselect all, cancel and the bulk actions (Delete, `bulkActions`). Not
 * selecting, `idleActions` shows instead ('Delete all photos').
 */
export function SelectionBar({
  shown,
  bulkActions,
  idleActions,
}: {
  shown: readonly Image[];
  bulkActions?: (ids: readonly string[]) => React.ReactNode;
  idleActions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const selection = useSelectionActor();
  const selecting = useSelecting();
  const selected = useSelectedIds();
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
      {bulkActions?.(selected)}
      <Button variant="secondary" onClick={() => selection.send({ type: 'selection.cancel' })}>
        {t('photos.selection.cancel')}
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { Image } from '@schemas/photos';
import styles from './PhotosPage.module.scss';
import { SelectionBar, type BulkActions } from './SelectionBar';
import { useSelecting } from './selection';
import { SortSelect } from './SortSelect';

/**
 * The toolbar above a photo grid (the Photos page, an album): the sort dropdown and 'Select' with
 * the view's `idleActions`; while selecting, the selection toolbar with the view's bulk `actions`,
 * which stays in view as the grid scrolls under it.
 */
export function PhotoToolbar({ shown, idleActions, actions }: { shown: readonly Image[]; idleActions?: ReactNode; actions: BulkActions }) {
  const selecting = useSelecting();
  return (
    <>
      <div className={styles.toolbar}>
        <SortSelect />
        {selecting ? null : <SelectionBar shown={shown} idleActions={idleActions} />}
      </div>
      {selecting ? (
        <div className={styles.stickyToolbar} data-sticky-toolbar>
          <SelectionBar shown={shown} actions={actions} />
        </div>
      ) : null}
    </>
  );
}

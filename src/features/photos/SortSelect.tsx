import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortSettings } from '@schemas/photos';
import { usePhotoSort } from '@/features/photos/wiring/library';
import styles from './PhotosPage.module.scss';

/** The spec's four sort options (S1 §2 Sorting; 'Date uploaded' reads as Date added, DECISIONS 20). */
export const SORT_OPTIONS: ReadonlyArray<{ value: string; sort: SortSettings; label: string }> = [
  { value: 'created-desc', sort: { sortKey: 'created', sortOrder: 'desc' }, label: 'photos.sort.createdDesc' },
  { value: 'created-asc', sort: { sortKey: 'created', sortOrder: 'asc' }, label: 'photos.sort.createdAsc' },
  { value: 'dateTaken-desc', sort: { sortKey: 'dateTaken', sortOrder: 'desc' }, label: 'photos.sort.dateTakenDesc' },
  { value: 'dateTaken-asc', sort: { sortKey: 'dateTaken', sortOrder: 'asc' }, label: 'photos.sort.dateTakenAsc' },
];

/** The sort dropdown; the choice is saved for the view of the library around (photos, an album view) and resets it. */
export function SortSelect() {
  const { t } = useTranslation();
  const id = useId();
  const [sort, setSort] = usePhotoSort();
  const value = `${sort.sortKey}-${sort.sortOrder}`;
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('photos.sort.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((candidate) => candidate.value === event.target.value);
          if (option) setSort(option.sort);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

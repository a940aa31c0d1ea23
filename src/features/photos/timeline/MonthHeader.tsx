import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthView } from '@/features/photos/wiring/library';
import styles from './Timeline.module.scss';

interface MonthHeaderProps {
  month: MonthView;
  title: string;
  headingId: string;
  /** every shown photo of the month is selected */
  allSelected: boolean;
  onToggleMonth(month: MonthView): void;
}

/** A month's header: the month name and year ('Unknown Date' for January 1970), its count, select all. */
export const MonthHeader = memo(function MonthHeader({ month, title, headingId, allSelected, onToggleMonth }: MonthHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <h2 id={headingId} className={styles.heading}>
        {title}
        <span className={styles.count}>{t('photos.timeline.photoCount', { count: month.count })}</span>
      </h2>
      <button
        type="button"
        className={styles.selectMonth}
        disabled={month.images.length === 0}
        aria-label={t(allSelected ? 'photos.timeline.deselectMonthLabel' : 'photos.timeline.selectMonthLabel', { month: title })}
        onClick={() => onToggleMonth(month)}
      >
        {t(allSelected ? 'photos.timeline.deselectMonth' : 'photos.timeline.selectMonth')}
      </button>
    </div>
  );
});

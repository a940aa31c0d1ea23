import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import styles from '@/ui/RecordSection.module.scss';

/**
 * The photo archives section (DECISIONS 8): the archives the photo library's downloads make will be
 * listed here. That list belongs to the photo library's archive download, which is not built yet, so
 * the section says what it is for and shows nothing pretended.
 */
export function PhotoArchivesSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('downloads.archives.title')}</h2>
      <p className={styles.note}>{t('downloads.archives.placeholder')}</p>
    </Card>
  );
}

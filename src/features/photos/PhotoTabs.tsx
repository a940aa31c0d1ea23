import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/flags/FlagsContext';
import { useFormatNumber } from '@/platform/i18n/formatNumber';
import { NavLink } from '@/platform/navigation/Link';
import { usePhotoLibraryCounts } from '@/features/photos/wiring/library';
import styles from './PhotosPage.module.scss';

/**
 * The Photos and Albums tabs, each with its count in the customer's locale ('-' while unknown). The Albums tab shows only with
 * the album view on; its count adds the readable shared albums when shared albums are on (DECISIONS 23).
 */
export function PhotoTabs() {
  const { t } = useTranslation();
  const albumView = useFlag('PhotoManagementAlbumViewEnabled');
  const counts = usePhotoLibraryCounts();
  const formatNumber = useFormatNumber();
  const count = (value: number | null) => (value === null ? t('photos.page.unknownCount') : formatNumber(value));
  const tabClass = ({ isActive }: { isActive: boolean }) => [styles.tab, isActive ? styles.activeTab : ''].join(' ');
  return (
    <nav aria-label={t('photos.page.tabsLabel')} className={styles.tabs}>
      <NavLink to="/my-photos/photos" className={tabClass} end>
        {t('photos.page.photosTab')}{' '}
        <span className={styles.tabCount} data-photos-count>
          {count(counts.photos)}
        </span>
      </NavLink>
      {albumView ? (
        <NavLink to="/my-photos/albums" className={tabClass}>
          {t('photos.page.albumsTab')}{' '}
          <span className={styles.tabCount} data-albums-count>
            {count(counts.albums)}
          </span>
        </NavLink>
      ) : null}
    </nav>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/platform/routing/href';
import { createdDate, customerTimeZone } from '@/features/shared/orders/orderDates';
import styles from './AlbumPage.module.scss';

/** 'Created today', 'Created yesterday' or 'Created {date}' (dd MMM yyyy), by the customer's calendar day (S1 §2 Albums screen). */
function useCreatedText(created: string): string {
  const { t, i18n } = useTranslation();
  const date = createdDate(created, { now: new Date(), timeZone: customerTimeZone(), language: i18n.language });
  if (date.kind === 'today') return t('photos.album.createdToday');
  if (date.kind === 'yesterday') return t('photos.album.createdYesterday');
  return t('photos.album.created', { date: date.text });
}

/**
 * The top of an album page (S1 §2 Album page, Shared album page): the 'My albums' breadcrumb, the
 * album's name as the page heading with the view's `nameActions` (rename), and the created date
 * with the photo count.
 */
export function AlbumHeader({
  name,
  created,
  photos,
  nameActions,
}: {
  name: string;
  created: string;
  photos: number;
  nameActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const createdText = useCreatedText(created);
  return (
    <header className={styles.header}>
      <nav aria-label={t('photos.album.breadcrumbLabel')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={href('albums')}>{t('photos.album.myAlbums')}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className={styles.nameRow}>
        <h1 className={styles.name}>{name}</h1>
        {nameActions}
      </div>
      <p className={styles.created}>
        <span>{createdText}</span>
        <span>{t('photos.timeline.photoCount', { count: photos })}</span>
      </p>
    </header>
  );
}

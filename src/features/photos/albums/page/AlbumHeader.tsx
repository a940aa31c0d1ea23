import { differenceInCalendarDays, format, isValid, parseISO, type Locale } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateLocale } from '@/app/i18n/DateLocaleContext';
import { href } from '@/app/router/href';
import styles from './AlbumPage.module.scss';

/** The spec's pattern of an album's created date (month names in the app's language). */
const CREATED_DATE_PATTERN = 'dd MMM yyyy';

type CreatedLabel = { key: 'photos.album.createdToday' | 'photos.album.createdYesterday' } | { key: 'photos.album.created'; date: string };

/** 'Created today', 'Created yesterday' or 'Created {date}' in dd MMM yyyy (S1 §2 Albums screen), by the calendar day here. */
export function createdLabel(created: string, now: Date, locale: Locale): CreatedLabel | null {
  const date = parseISO(created);
  if (!isValid(date)) return null;
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return { key: 'photos.album.createdToday' };
  if (days === 1) return { key: 'photos.album.createdYesterday' };
  return { key: 'photos.album.created', date: format(date, CREATED_DATE_PATTERN, { locale }) };
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
  const locale = useDateLocale();
  const label = createdLabel(created, new Date(), locale);
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
        {label ? <span>{label.key === 'photos.album.created' ? t(label.key, { date: label.date }) : t(label.key)}</span> : null}
        <span>{t('photos.timeline.photoCount', { count: photos })}</span>
      </p>
    </header>
  );
}

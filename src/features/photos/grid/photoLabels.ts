import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@schemas/photos';
import { useDateLocale } from '@/platform/i18n/DateLocaleContext';
import { takenDate, takenOnDate } from '../photoDates';

/** A photo's hover title ('Taken on {date}', none without a known date) and its accessible label. */
export interface PhotoLabel {
  title: string | undefined;
  label: string;
}

export type DescribePhoto = (image: Image) => PhotoLabel;

/**
 * The titles and labels of a grid's photos in the app's language, each made once per photo: a
 * photo re-renders when its thumbnail loads or its selection changes, and parsing and formatting
 * its date each time was most of a row's work while a large month loads.
 */
export function usePhotoLabels(): DescribePhoto {
  const { t } = useTranslation();
  const locale = useDateLocale();
  return useMemo(() => {
    const made = new WeakMap<Image, PhotoLabel>();
    const pattern = t('photos.item.dateFormat');
    return (image) => {
      const known = made.get(image);
      if (known) return known;
      const date = takenDate(image.dateTaken);
      const title = date ? t('photos.item.takenOn', { date: takenOnDate(date, pattern, locale) }) : undefined;
      const label = { title, label: title ? `${image.localFileName}, ${title}` : image.localFileName };
      made.set(image, label);
      return label;
    };
  }, [t, locale]);
}

import { memo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Image } from '@schemas/photos';
import { abandonUnfinishedLoad } from './abandonUnfinishedLoad';
import type { GridThumbnailSize } from './layout';
import type { DescribePhoto } from './photoLabels';
import styles from './PhotoItem.module.scss';

/** The spec's thumbnail states (S1 §4). */
export type ThumbnailState = 'Loading' | 'Success' | 'Failure';

export function thumbnailUrl(image: Image, size: GridThumbnailSize): string {
  return image.thumbnails.find((thumbnail) => thumbnail.id === String(size))?.url ?? image.url;
}

export interface PhotoItemProps {
  image: Image;
  size: GridThumbnailSize;
  /**
   * a row of the first screen: its thumbnail is fetched at once, before the others
   * (fetchpriority="high"); the others (the rows rendered around the window) are lazy, fetched as
   * they come near the window, after the page's first paint
   */
  priority?: boolean;
  selecting: boolean;
  selected: boolean;
  /** the roving tab stop of the grid */
  tabbable: boolean;
  /** its hover title and label, made once per photo (usePhotoLabels) */
  describe: DescribePhoto;
  onActivate(image: Image, event: MouseEvent<HTMLButtonElement>): void;
  onKeyDown(image: Image, event: KeyboardEvent<HTMLButtonElement>): void;
  onFocus(image: Image): void;
}

/**
 * One photo of the grid (S1 §2 Photo item): the thumbnail fitted in a square tile, 'Taken on {date}'
 * as hover title when the date is known, a close icon when the thumbnail fails; in selection mode a
 * select circle and frame, and the button toggles (aria-pressed) instead of opening the preview.
 */
export const PhotoItem = memo(function PhotoItem({
  image,
  size,
  priority = false,
  selecting,
  selected,
  tabbable,
  describe,
  onActivate,
  onKeyDown,
  onFocus,
}: PhotoItemProps) {
  const url = thumbnailUrl(image, size);
  const [thumbnail, setThumbnail] = useState<{ url: string; state: ThumbnailState }>({ url, state: 'Loading' });
  const thumbnailState = thumbnail.url === url ? thumbnail.state : 'Loading';
  const { title, label } = describe(image);
  return (
    <button
      type="button"
      data-photo-id={image.imageId}
      data-thumbnail-state={thumbnailState}
      className={[styles.item, selecting ? styles.selecting : '', selected ? styles.selected : ''].join(' ')}
      title={title}
      aria-label={label}
      aria-pressed={selecting ? selected : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={(event) => onActivate(image, event)}
      onKeyDown={(event) => onKeyDown(image, event)}
      onFocus={() => onFocus(image)}
    >
      <img
        ref={abandonUnfinishedLoad}
        data-thumbnail
        className={styles.image}
        src={url}
        alt=""
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        draggable={false}
        onLoad={() => setThumbnail({ url, state: 'Success' })}
        onError={() => setThumbnail({ url, state: 'Failure' })}
      />
      {thumbnailState === 'Failure' ? (
        <svg className={styles.failed} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : null}
      {selecting ? (
        <span className={styles.circle} aria-hidden="true">
          {selected ? (
            <svg viewBox="0 0 24 24" focusable="false">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          ) : null}
        </span>
      ) : null}
    </button>
  );
});

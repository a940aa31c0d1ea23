import { useTranslation } from 'react-i18next';
import type { ArchiveRequest } from '@machines/photos/downloads/archiveDownload.machine';
import { MAX_DOWNLOAD_PHOTOS } from '@schemas/downloads';
import type { Image } from '@schemas/photos';
import { useArchiveDownloadActor } from '@/features/photos/wiring/archiveDownloadWiring';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { ArchiveDownloadButton } from './ArchiveDownloadButton';
import { PhotoDownloadButton } from './PhotoDownloadButton';

/** Whose photos an archive of the selection holds: own photos under a name, or a shared album's. */
export type ArchiveSource = { readonly kind: 'photos'; readonly name: string } | { readonly kind: 'sharedAlbum'; readonly albumId: string };

export interface SelectionDownloadActionProps {
  readonly photoIds: readonly string[];
  /** the photos the toolbar's view shows, where the selected ones are found */
  readonly shown: readonly Image[];
  /** what an archive of more than one photo is made of (S1 §3; DECISIONS 28) */
  readonly archive: ArchiveSource;
  /** selection mode ends (S1 §4) */
  readonly onDownloaded: () => void;
}

/** The archive request for the selected photos; in a shared album each photo goes with its owner (DECISIONS 28). */
export function archiveRequestOf(archive: ArchiveSource, photoIds: readonly string[], shown: readonly Image[]): ArchiveRequest {
  if (archive.kind === 'photos') return { kind: 'photos', name: archive.name, photoIds };
  const owners = new Map(shown.map((image) => [image.imageId, image.ownerId]));
  const photos = photoIds.flatMap((photoId) => {
    const ownerId = owners.get(photoId);
    return ownerId === undefined ? [] : [{ photoId, ownerId }];
  });
  return { kind: 'sharedAlbum', albumId: archive.albumId, photos };
}

/**
 * The selection toolbar's Download (SelectionBar's `download` slot, S1 §2 Photos page bulk
 * actions): with none selected it is disabled with its reason, as every bulk action; with exactly
 * one it is the single download of that photo; with more it is the archive download, disabled above
 * MAX_DOWNLOAD_PHOTOS with the spec's tooltip (S1 §5).
 */
export function SelectionDownloadAction({ photoIds, shown, archive, onDownloaded }: SelectionDownloadActionProps) {
  const { t } = useTranslation();
  // one archive actor per toolbar, kept while the selection changes
  const archiveActor = useArchiveDownloadActor(onDownloaded);
  if (photoIds.length === 0) {
    return (
      <DisabledActionButton variant="secondary" explanation={t('photos.download.noSelection')}>
        {t('photos.download.download')}
      </DisabledActionButton>
    );
  }
  if (photoIds.length === 1) {
    const [photoId] = photoIds;
    const photo = shown.find((image) => image.imageId === photoId);
    return photo ? <PhotoDownloadButton photo={photo} onDownloaded={onDownloaded} /> : null;
  }
  if (photoIds.length > MAX_DOWNLOAD_PHOTOS) {
    return (
      <DisabledActionButton variant="secondary" explanation={t('photos.archive.tooMany', { max: MAX_DOWNLOAD_PHOTOS })}>
        {t('photos.download.download')}
      </DisabledActionButton>
    );
  }
  return <ArchiveDownloadButton actor={archiveActor} request={archiveRequestOf(archive, photoIds, shown)} />;
}

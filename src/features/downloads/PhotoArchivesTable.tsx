import { useTranslation } from 'react-i18next';
import type { DownloadItem } from '@schemas/downloads';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import { DataTable } from '@/ui/DataTable';
import { formatArchiveSize } from './archiveFormat';
import { useArchiveFetch } from './wiring/photoArchives';

/**
 * The account's photo archives, newest first: each with its name, its state (building, finished,
 * failed, expired), its photo count, its size and expiry once finished, and a download for a
 * finished one (its URL asked for on click).
 */
export function PhotoArchivesTable({ archives, labelledBy }: { archives: readonly DownloadItem[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const format = useDocumentFormat();
  const fetchArchive = useArchiveFetch();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={archives}
      rowKey={(archive) => archive.id}
      columns={[
        { id: 'name', header: t('downloads.archives.name'), cell: (archive) => archive.name },
        { id: 'state', header: t('downloads.archives.state'), cell: (archive) => t(`downloads.archives.states.${archive.state}`) },
        {
          id: 'photos',
          header: t('downloads.archives.photos'),
          cell: (archive) => t('downloads.archives.photosCount', { count: archive.photosCount }),
        },
        {
          id: 'size',
          header: t('downloads.archives.size'),
          cell: (archive) => (archive.size === null ? '–' : formatArchiveSize(archive.size, language)),
        },
        {
          id: 'expires',
          header: t('downloads.archives.expires'),
          cell: (archive) => (archive.expires === null ? '–' : format.date(archive.expires)),
        },
        {
          id: 'actions',
          header: t('downloads.archives.actions'),
          cell: (archive) =>
            archive.state === 'finished' ? (
              <DocumentDownloadButton
                document={fetchArchive(archive.id)}
                label={t('downloads.archives.download')}
                accessibleLabel={t('downloads.archives.downloadLabel', { name: archive.name })}
              />
            ) : null,
        },
      ]}
    />
  );
}

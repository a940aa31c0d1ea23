import { useTranslation } from 'react-i18next';
import type { DownloadItem } from '@schemas/downloads';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import table from '@/ui/DataTable.module.scss';
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
    <div className={table.wrap}>
      <table className={table.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('downloads.archives.name')}</th>
            <th scope="col">{t('downloads.archives.state')}</th>
            <th scope="col">{t('downloads.archives.photos')}</th>
            <th scope="col">{t('downloads.archives.size')}</th>
            <th scope="col">{t('downloads.archives.expires')}</th>
            <th scope="col">{t('downloads.archives.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {archives.map((archive) => (
            <tr key={archive.id}>
              <th scope="row">{archive.name}</th>
              <td>{t(`downloads.archives.states.${archive.state}`)}</td>
              <td>{t('downloads.archives.photosCount', { count: archive.photosCount })}</td>
              <td>{archive.size === null ? '–' : formatArchiveSize(archive.size, language)}</td>
              <td>{archive.expires === null ? '–' : format.date(archive.expires)}</td>
              <td>
                {archive.state === 'finished' ? (
                  <DocumentDownloadButton
                    document={fetchArchive(archive.id)}
                    label={t('downloads.archives.download')}
                    accessibleLabel={t('downloads.archives.downloadLabel', { name: archive.name })}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

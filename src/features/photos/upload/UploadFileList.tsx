import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { totalProgress, type UploadActor, type UploadItem } from '@machines/photos/upload/upload.machine';
import styles from './Upload.module.scss';

const percent = (sent: number, size: number) => (size === 0 ? 0 : Math.min(100, Math.round((sent / size) * 100)));

/**
 * The files of the upload modal: each with its state in words (the refusal's reason, waiting,
 * continuing a partial upload, uploaded, failed) and, once sending, its progress bar; the total
 * progress and a count for screen readers above them. A file not being sent can be removed.
 */
export function UploadFileList({ actor }: { readonly actor: UploadActor }) {
  const { t } = useTranslation();
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const removable = useSelector(actor, (snapshot) => !snapshot.hasTag('uploading') && !snapshot.hasTag('done'));
  const total = totalProgress(items);
  const uploaded = items.filter((item) => item.status === 'uploaded').length;
  const sending = items.filter((item) => item.status !== 'refused' && item.status !== 'ready').length;
  if (items.length === 0) return null;
  return (
    <div className={styles.files}>
      {sending > 0 ? (
        <div className={styles.total}>
          <p role="status" className={styles.status}>
            {t('photos.upload.progress', { uploaded, count: sending })}
          </p>
          <progress
            className={styles.bar}
            aria-label={t('photos.upload.totalProgress')}
            max={100}
            value={percent(total.sent, total.size)}
          />
        </div>
      ) : null}
      <ul className={styles.list} aria-label={t('photos.upload.fileList')}>
        {items.map((item) => (
          <li key={item.id} className={styles.file} data-status={item.status}>
            <span className={styles.name}>{item.name}</span>
            <span className={item.status === 'refused' || item.status === 'failed' ? styles.problem : styles.state}>
              {stateText(t, item)}
            </span>
            {item.status === 'uploading' || item.status === 'uploaded' || item.status === 'failed' ? (
              <progress
                className={styles.bar}
                aria-label={t('photos.upload.fileProgress', { name: item.name })}
                max={100}
                value={percent(item.sent, item.size)}
              />
            ) : null}
            {removable && item.status !== 'uploaded' ? (
              <button
                type="button"
                className={styles.remove}
                aria-label={t('photos.upload.remove', { name: item.name })}
                onClick={() => actor.send({ type: 'upload.remove', id: item.id })}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function stateText(t: (key: string) => string, item: UploadItem): string {
  switch (item.status) {
    case 'refused':
      return t(`photos.upload.refusal.${item.refusal ?? 'content'}`);
    case 'ready':
      return item.resumable ? t('photos.upload.resumable') : t('photos.upload.ready');
    case 'uploading':
      return t('photos.upload.uploading');
    case 'uploaded':
      return t('photos.upload.uploaded');
    case 'failed':
      return t('photos.upload.fileFailed');
  }
}

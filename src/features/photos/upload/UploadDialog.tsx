import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '@schemas/upload';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { Dialog } from '@/ui/Dialog';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { useBreakpoint } from '@/ui/useBreakpoint';
import { candidateOf, filesOfDrop } from './readDrop';
import styles from './Upload.module.scss';
import { UploadFileList } from './UploadFileList';
import { useUploadMachine } from './wiring/upload';

/**
 * The 'Upload photos' modal (S1 §2 Modals; DECISIONS 32; machines/photos/upload/upload.machine.ts):
 * 'Choose photos' (the picker: HEIC, JPEG, PNG), on desktop a drop zone with the drag-and-drop hint
 * (folders too), the file list with each refusal's reason and each file's progress, the total
 * progress, Upload (off, with its reason, until a file is accepted) and Cancel. An overlay click
 * does not close it; Escape and Cancel do, and stop the running uploads (they stay resumable).
 */
export function UploadDialog({ openRequests }: { readonly openRequests: number }) {
  const { t } = useTranslation();
  const mobile = useBreakpoint() === 'small';
  const actor = useFlowActor(useUploadMachine(), { input: { mobile } });
  useEffect(() => {
    actor.send({ type: 'upload.open' });
  }, [actor, openRequests]);
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('dialog'));
  const uploading = useSelector(actor, (snapshot) => snapshot.hasTag('uploading'));
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const done = useSelector(actor, (snapshot) => snapshot.hasTag('done'));
  const canUpload = useSelector(actor, (snapshot) => snapshot.can({ type: 'upload.start' }));
  const cancel = () => actor.send({ type: 'upload.cancel' });
  const dialog = useFlowDialog('photos-upload', open, false, cancel, false);
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const adding = !uploading && !done;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!adding) return;
    void filesOfDrop(event.dataTransfer).then((files) => actor.send({ type: 'upload.add', files }));
  };

  return (
    <Dialog {...dialog.dialogProps} title={t('photos.upload.title')} description={t('photos.upload.text')} wide>
      <input
        ref={picker}
        className={styles.picker}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].map((file) => candidateOf(file));
          event.target.value = '';
          if (files.length > 0) actor.send({ type: 'upload.add', files });
        }}
      />
      {mobile ? (
        <Button variant="secondary" disabled={!adding} onClick={() => picker.current?.click()}>
          {t('photos.upload.choose')}
        </Button>
      ) : (
        <div
          className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
          data-testid="upload-drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            if (adding) setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <p className={styles.hint}>{t('photos.upload.dropHint')}</p>
          <Button variant="secondary" disabled={!adding} onClick={() => picker.current?.click()}>
            {t('photos.upload.choose')}
          </Button>
        </div>
      )}
      <p className={styles.kinds}>{t('photos.upload.kinds')}</p>
      {checking ? (
        <p role="status" className={styles.status}>
          {t('photos.upload.checking')}
        </p>
      ) : null}
      <UploadFileList actor={actor} />
      {failed ? (
        <Alert tone="error" role="alert" className={styles.alert}>
          {t('photos.upload.failed')}
        </Alert>
      ) : null}
      <ButtonRow align="end">
        {done ? null : (
          <Button variant="secondary" onClick={cancel}>
            {t('photos.upload.cancel')}
          </Button>
        )}
        {canUpload ? (
          <Button onClick={() => actor.send({ type: 'upload.start' })}>
            {failed ? t('photos.upload.tryAgain') : t('photos.upload.upload')}
          </Button>
        ) : (
          <DisabledActionButton explanation={uploading || done ? t('photos.upload.busy') : t('photos.upload.noFiles')}>
            {t('photos.upload.upload')}
          </DisabledActionButton>
        )}
      </ButtonRow>
    </Dialog>
  );
}

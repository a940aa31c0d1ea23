import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { photoDownloadMachine } from '@machines/photos/downloads/photoDownload.machine';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { Dialog } from '@/ui/Dialog';
import styles from './PhotoDownload.module.scss';

export type PhotoDownloadActor = ActorRefFrom<typeof photoDownloadMachine>;

type Step = 'closed' | 'initial' | 'pending' | 'success' | 'failure';

/**
 * The single download modal (S1 §2 Modals, §8; DECISIONS 27), in the machine's states: `initial`
 * names the file and offers Download; `pending` keeps the focus on that button, now 'Downloading…'
 * and inert, and cannot be dismissed; `success` says the photo has been downloaded, with Close;
 * `failure` shows 'Error: Your photo could not be downloaded' inside the modal, which stays open,
 * and the same button reads Try again. The spec gives no title or texts but the error: 'Download
 * photo' and the sentences here are ours. The focus stays on the main button from step to step
 * (one element throughout), and goes back to the opener when the modal closes (Dialog).
 */
export function PhotoDownloadDialog({ actor }: { actor: PhotoDownloadActor }) {
  const { t } = useTranslation();
  const step = useSelector(actor, (snapshot): Step => {
    if (snapshot.matches('closed')) return 'closed';
    if (snapshot.matches({ open: 'pending' })) return 'pending';
    if (snapshot.matches({ open: 'success' })) return 'success';
    if (snapshot.matches({ open: 'failure' })) return 'failure';
    return 'initial';
  });
  const fileName = useSelector(actor, (snapshot) => snapshot.context.photo?.localFileName ?? '');
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canStart = useSelector(actor, (snapshot) => snapshot.can({ type: 'photoDownload.start' }));
  const close = () => actor.send({ type: 'photoDownload.close' });
  const dialog = useFlowDialog('photo-download', step !== 'closed', busy, close);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canStart) actor.send({ type: 'photoDownload.start' });
    else if (step === 'success') close();
  };
  const mainLabel =
    step === 'pending'
      ? t('photos.download.downloading')
      : step === 'failure'
        ? t('photos.download.tryAgain')
        : step === 'success'
          ? t('photos.download.close')
          : t('photos.download.download');
  return (
    <Dialog
      {...dialog.dialogProps}
      title={t('photos.download.title')}
      description={t('photos.download.text', { fileName })}
      {...(busy ? {} : { closeLabel: t('photos.download.close') })}
    >
      <form onSubmit={submit} noValidate>
        {step === 'failure' ? (
          <Alert tone="error" role="alert" className={styles.alert}>
            {t('photos.download.failed')}
          </Alert>
        ) : null}
        {step === 'success' ? (
          <p role="status" className={styles.done}>
            {t('photos.download.done')}
          </p>
        ) : null}
        <ButtonRow align="end">
          {step === 'success' ? null : (
            <Button variant="secondary" disabled={busy} onClick={close}>
              {t('photos.download.cancel')}
            </Button>
          )}
          <Button type="submit" aria-disabled={busy}>
            {mainLabel}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

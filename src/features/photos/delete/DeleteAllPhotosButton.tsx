import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAllMachine } from '@/features/photos/wiring/deleteWiring';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { TextField } from '@/ui/TextField';
import styles from './Delete.module.scss';
import { useDeleteLabels } from './useDeleteLabels';

/**
 * 'Delete all photos' and its modal (S1 §2 Modals, §4 Delete-all flow, §5; DECISIONS 27, 30): type
 * the localised confirmation word, checked on submit only; a failure shows in the modal, which stays
 * open (machines/photos/library/deleteAll.machine.ts).
 */
export function DeleteAllPhotosButton() {
  const { t } = useTranslation();
  const word = t('photos.delete.confirmationWord');
  const actor = useFlowActor(useDeleteAllMachine(), { input: { confirmationWord: word } });
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const typed = useSelector(actor, (snapshot) => snapshot.context.typed);
  const mismatch = useSelector(actor, (snapshot) => snapshot.context.wordMismatch);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const cancel = () => actor.send({ type: 'deleteAll.cancel' });
  const dialog = useFlowDialog('photos-delete-all', open, busy, cancel);
  const labels = useDeleteLabels('photos.delete.deleteAllConfirm');
  const field = useRef<HTMLInputElement>(null);
  const submit = () => {
    actor.send({ type: 'deleteAll.submit' });
    // a word that does not match sends the focus back to the field, which now describes its error
    if (actor.getSnapshot().context.wordMismatch) field.current?.focus();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: 'deleteAll.open' })}>
        {t('photos.delete.deleteAll')}
      </Button>
      <ConfirmDialog
        dialog={dialog.dialogProps}
        initialFocus={field}
        title={t('photos.delete.deleteAllTitle')}
        labels={labels}
        submitting={busy}
        error={failed ? t('photos.delete.photosFailed') : null}
        onConfirm={submit}
        onCancel={cancel}
      >
        <p className={styles.text}>{t('photos.delete.deleteAllText')}</p>
        <TextField
          ref={field}
          className={styles.field}
          label={t('photos.delete.deleteAllFieldLabel', { word })}
          error={mismatch ? t('photos.delete.deleteAllWordError', { word }) : null}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={busy}
          onChange={(event) => actor.send({ type: 'deleteAll.edit', typed: event.target.value })}
        />
      </ConfirmDialog>
    </>
  );
}

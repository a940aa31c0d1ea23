import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAllMachine } from '@/app/photos/deleteWiring';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import styles from './Delete.module.scss';
import { useFlowDialog } from './useFlowDialog';

/**
 * 'Delete all photos' and its modal (S1 §2 Modals, §4 Delete-all flow, §5; DECISIONS 27, 30): type
 * the localised confirmation word, checked on submit only; a failure shows in the modal, which stays
 * open (machines/deleteAll.machine.ts).
 */
export function DeleteAllPhotosButton() {
  const { t } = useTranslation();
  const word = t('photos.delete.confirmationWord');
  const actor = useActorRef(useDeleteAllMachine(), { input: { confirmationWord: word } });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const typed = useSelector(actor, (snapshot) => snapshot.context.typed);
  const mismatch = useSelector(actor, (snapshot) => snapshot.context.wordMismatch);
  const busy = state === 'deleting';
  const dialog = useFlowDialog('photos-delete-all', state !== 'closed', busy, () => actor.send({ type: 'deleteAll.cancel' }));
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    actor.send({ type: 'deleteAll.submit' });
    // a word that does not match sends the focus back to the field, which now describes its error
    if (actor.getSnapshot().context.wordMismatch) field.current?.focus();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: 'deleteAll.open' })}>
        {t('photos.delete.deleteAll')}
      </Button>
      <Dialog
        {...dialog.dialogProps}
        initialFocus={field}
        title={t('photos.delete.deleteAllTitle')}
        {...(busy ? {} : { closeLabel: t('photos.delete.close') })}
      >
        <form onSubmit={submit} noValidate>
          {state === 'failed' ? (
            <Alert tone="error" role="alert" className={styles.alert}>
              {t('photos.delete.photosFailed')}
            </Alert>
          ) : null}
          <p className={styles.text}>{t('photos.delete.deleteAllText')}</p>
          <div className={styles.field}>
            <label htmlFor={fieldId}>{t('photos.delete.deleteAllFieldLabel', { word })}</label>
            <input
              ref={field}
              id={fieldId}
              className={styles.input}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              readOnly={busy}
              aria-invalid={mismatch}
              {...(mismatch ? { 'aria-describedby': errorId } : {})}
              onChange={(event) => actor.send({ type: 'deleteAll.edit', typed: event.target.value })}
            />
            {mismatch ? (
              <p id={errorId} className={styles.fieldError}>
                {t('photos.delete.deleteAllWordError', { word })}
              </p>
            ) : null}
          </div>
          <DialogActions>
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'deleteAll.cancel' })}>
              {t('photos.delete.cancel')}
            </Button>
            <Button type="submit" aria-disabled={busy}>
              {busy ? t('photos.delete.deleting') : t('photos.delete.deleteAllConfirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

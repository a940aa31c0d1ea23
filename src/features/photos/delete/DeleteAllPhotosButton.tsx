import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAll } from '@/features/photos/wiring/deleteWiring';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
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
  const actor = useDeleteAll(word);
  const confirm = useConfirmDialog(actor, { flow: 'deleteAll', dialogId: 'photos-delete-all', failure: t('photos.delete.photosFailed') });
  const typed = useSelector(actor, (snapshot) => snapshot.context.typed);
  const mismatch = useSelector(actor, (snapshot) => snapshot.context.wordMismatch);
  const labels = useDeleteLabels('photos.delete.deleteAllConfirm');
  const field = useRef<HTMLInputElement>(null);
  const submit = () => {
    confirm.onConfirm();
    // a word that does not match sends the focus back to the field, which now describes its error
    if (actor.getSnapshot().context.wordMismatch) field.current?.focus();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: 'deleteAll.open' })}>
        {t('photos.delete.deleteAll')}
      </Button>
      <ConfirmDialog {...confirm} initialFocus={field} title={t('photos.delete.deleteAllTitle')} labels={labels} onConfirm={submit}>
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
          readOnly={confirm.submitting}
          onChange={(event) => actor.send({ type: 'deleteAll.edit', typed: event.target.value })}
        />
      </ConfirmDialog>
    </>
  );
}

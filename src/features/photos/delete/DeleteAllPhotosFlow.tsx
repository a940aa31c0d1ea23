import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAll } from '@/features/photos/wiring/deleteWiring';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { TextField } from '@/ui/TextField';
import styles from './Delete.module.scss';
import { useDeleteLabels } from './useDeleteLabels';

/**
 * The flow behind 'Delete all photos' (S1 §2 Modals, §4 Delete-all flow, §5; DECISIONS 27, 30) and
 * its modal: type the localised confirmation word, checked on submit only; a failure shows in the
 * modal, which stays open (machines/photos/library/deleteAll.machine.ts). Its code is a chunk apart
 * from the page's (DeleteAllPhotosButton.tsx); `openings` counts the button's clicks, and each new
 * one opens the modal.
 */
export function DeleteAllPhotosFlow({ openings }: { openings: number }) {
  const { t } = useTranslation();
  const word = t('photos.delete.confirmationWord');
  const actor = useDeleteAll(word);
  const confirm = useConfirmDialog(actor, { flow: 'deleteAll', dialogId: 'photos-delete-all', failure: t('photos.delete.photosFailed') });
  const typed = useSelector(actor, (snapshot) => snapshot.context.typed);
  const mismatch = useSelector(actor, (snapshot) => snapshot.context.wordMismatch);
  const labels = useDeleteLabels('photos.delete.deleteAllConfirm');
  const field = useRef<HTMLInputElement>(null);
  // each click not yet answered opens the modal (once each, whatever renders or actors follow)
  const opened = useRef(0);
  useEffect(() => {
    if (openings <= opened.current) return;
    opened.current = openings;
    actor.send({ type: 'deleteAll.open' });
  }, [openings, actor]);
  const submit = () => {
    confirm.onConfirm();
    // a word that does not match sends the focus back to the field, which now describes its error
    if (actor.getSnapshot().context.wordMismatch) field.current?.focus();
  };
  return (
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
  );
}

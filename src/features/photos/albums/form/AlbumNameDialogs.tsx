import { useSelector } from '@xstate/react';
import { useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlbumFormInput, AlbumFormMachine } from '@machines/photos/albums/albumForm';
import type { Album } from '@schemas/albums';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { TextField } from '@/ui/TextField';
import { useAlbumCreateMachine, useAlbumRenameMachine } from '../wiring/albumForms';
import styles from './AlbumNameDialogs.module.scss';

/**
 * 'Create new album' (S1 §2 Modals; §5; DECISIONS 29): the album form with an empty name and a
 * client-made albumId kept while the modal is open (a retry never makes two albums); on success the
 * customer lands in the new album and the albums list knows of it.
 */
export function CreateAlbumDialog(props: { open: boolean; onOpenChange(open: boolean): void }): JSX.Element {
  const { t } = useTranslation();
  const { onOpenChange } = props;
  const machine = useAlbumCreateMachine(() => onOpenChange(false));
  return (
    <AlbumNameDialog
      dialogId="album-create"
      open={props.open}
      machine={machine}
      input={() => ({ albumId: crypto.randomUUID(), name: '' })}
      title={t('photos.albums.form.createTitle')}
      confirm={t('photos.albums.form.createConfirm')}
    />
  );
}

/** Rename album: the same form prefilled with the album's name, confirm 'Save'; `onRenamed` gets the renamed album. */
export function RenameAlbumDialog(props: {
  album: { albumId: string; albumName: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onRenamed(album: Album): void;
}): JSX.Element {
  const { t } = useTranslation();
  const { album, onOpenChange } = props;
  const machine = useAlbumRenameMachine(() => onOpenChange(false), props.onRenamed);
  return (
    <AlbumNameDialog
      dialogId="album-rename"
      open={props.open}
      machine={machine}
      input={() => ({ albumId: album.albumId, name: album.albumName })}
      title={t('photos.albums.form.renameTitle')}
      confirm={t('photos.albums.form.renameConfirm')}
    />
  );
}

interface AlbumNameDialogProps<R> {
  /** the dialog's id in the one dialog stack */
  dialogId: string;
  open: boolean;
  machine: AlbumFormMachine<R>;
  /** the form's start for one opening (read once as the modal opens) */
  input: () => AlbumFormInput;
  title: string;
  confirm: string;
}

/** Each opening of the modal is a new form (a fresh actor and, for a create, a fresh albumId). */
function AlbumNameDialog<R>(props: AlbumNameDialogProps<R>) {
  const [openings, setOpenings] = useState({ open: props.open, count: 0 });
  if (openings.open !== props.open) setOpenings({ open: props.open, count: openings.count + (props.open ? 1 : 0) });
  return <AlbumNameForm key={openings.count} {...props} />;
}

/**
 * The album form in a modal: one name field with a visible label and the placeholder 'Untitled
 * album', checked on submit only (the message on the field, which takes the focus back), the confirm
 * button busy while saving (the modal cannot be dismissed then), and a failure as an alert in the
 * modal, which stays open with the name as typed.
 */
function AlbumNameForm<R>({ dialogId, open, machine, input, title, confirm }: AlbumNameDialogProps<R>) {
  const { t } = useTranslation();
  const [start] = useState(input);
  const actor = useFlowActor(machine, { input: start });
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const cancel = () => actor.send({ type: 'albumForm.cancel' });
  const dialog = useFlowDialog(dialogId, open, busy, cancel);
  const field = useRef<HTMLInputElement>(null);
  const submit = () => {
    actor.send({ type: 'albumForm.submit' });
    // a refused name sends the focus back to the field, which now describes its problem
    if (actor.getSnapshot().context.problem) field.current?.focus();
  };
  return (
    <ConfirmDialog
      dialog={dialog.dialogProps}
      initialFocus={field}
      title={title}
      labels={{
        confirm,
        submitting: t('photos.albums.form.saving'),
        cancel: t('photos.albums.form.cancel'),
        close: t('photos.albums.form.close'),
      }}
      submitting={busy}
      error={failed ? t('photos.albums.form.saveFailed') : null}
      onConfirm={submit}
      onCancel={cancel}
    >
      <TextField
        ref={field}
        className={styles.field}
        label={t('photos.albums.form.nameLabel')}
        placeholder={t('photos.albums.form.namePlaceholder')}
        error={
          problem === 'required' ? t('photos.albums.form.nameRequired') : problem === 'invalid' ? t('photos.albums.form.nameInvalid') : null
        }
        value={name}
        autoComplete="off"
        readOnly={busy}
        onChange={(event) => actor.send({ type: 'albumForm.edit', name: event.target.value })}
      />
    </ConfirmDialog>
  );
}

import { useSelector } from '@xstate/react';
import { Fragment, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import type { AlbumFormMachine } from '@machines/photos/albums/albumForm';
import type { Album } from '@schemas/albums';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { TextField } from '@/ui/TextField';
import { useAlbumCreateActor, useAlbumRenameActor } from '../wiring/albumForms';
import styles from './AlbumNameDialogs.module.scss';

/**
 * 'Create new album' (S1 §2 Modals; §5; DECISIONS 29): the album form with an empty name; on success
 * the customer lands in the new album and the albums list knows of it.
 */
export function CreateAlbumDialog(props: { open: boolean; onOpenChange(open: boolean): void }): JSX.Element {
  return <EachOpening open={props.open}>{() => <CreateAlbumForm {...props} />}</EachOpening>;
}

function CreateAlbumForm({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const actor = useAlbumCreateActor(() => onOpenChange(false));
  return (
    <AlbumNameForm
      dialogId="album-create"
      open={open}
      formId="albumCreate"
      actor={actor}
      title={t('photos.albums.form.createTitle')}
      confirm={t('photos.albums.form.createConfirm')}
    />
  );
}

interface RenameAlbumDialogProps {
  album: { albumId: string; albumName: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onRenamed(album: Album): void;
}

/** Rename album: the same form prefilled with the album's name, confirm 'Save'; `onRenamed` gets the renamed album. */
export function RenameAlbumDialog(props: RenameAlbumDialogProps): JSX.Element {
  return <EachOpening open={props.open}>{() => <RenameAlbumForm {...props} />}</EachOpening>;
}

function RenameAlbumForm({ album, open, onOpenChange, onRenamed }: RenameAlbumDialogProps) {
  const { t } = useTranslation();
  const actor = useAlbumRenameActor(album, () => onOpenChange(false), onRenamed);
  return (
    <AlbumNameForm
      dialogId="album-rename"
      open={open}
      formId="albumRename"
      actor={actor}
      title={t('photos.albums.form.renameTitle')}
      confirm={t('photos.albums.form.renameConfirm')}
    />
  );
}

/** Each opening of the modal is a new form (a fresh actor and, for a create, a fresh albumId). */
function EachOpening({ open, children }: { open: boolean; children: () => JSX.Element }) {
  const [openings, setOpenings] = useState({ open, count: 0 });
  if (openings.open !== open) setOpenings({ open, count: openings.count + (open ? 1 : 0) });
  return <Fragment key={openings.count}>{children()}</Fragment>;
}

interface AlbumNameFormProps<R, Id extends string> {
  /** the dialog's id in the one dialog stack */
  dialogId: string;
  open: boolean;
  /** the form machine's id (albumCreate, albumRename), which its events carry */
  formId: Id;
  actor: Actor<AlbumFormMachine<R, Id>>;
  title: string;
  confirm: string;
}

/**
 * The album form in a modal: one name field with a visible label and the placeholder 'Untitled
 * album', checked on submit only (the message on the field, which takes the focus back), the confirm
 * button busy while saving (the modal cannot be dismissed then), and a failure as an alert in the
 * modal, which stays open with the name as typed.
 */
function AlbumNameForm<R, Id extends string>({ dialogId, open, formId, actor, title, confirm }: AlbumNameFormProps<R, Id>) {
  const { t } = useTranslation();
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const cancel = () => actor.send({ type: `${formId}.cancel` as const });
  const dialog = useFlowDialog(dialogId, open, busy, cancel);
  const field = useRef<HTMLInputElement>(null);
  const submit = () => {
    actor.send({ type: `${formId}.submit` as const });
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
        onChange={(event) => actor.send({ type: `${formId}.edit` as const, name: event.target.value })}
      />
    </ConfirmDialog>
  );
}

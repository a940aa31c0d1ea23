import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { copyToAlbumMachine } from '@machines/photos/albums/copyToAlbum.machine';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { Dialog } from '@/ui/Dialog';
import { ListEndMarker } from '@/features/photos/grid/ListEndMarker';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';
import { TextField } from '@/ui/TextField';
import { ELEMENT_SLOT, TextWithElement } from '@/ui/TextWithElement';
import styles from '../AlbumPhotos.module.scss';

export type CopyToAlbumActor = ActorRefFrom<typeof copyToAlbumMachine>;

type Step = 'closed' | 'choosing' | 'naming' | 'busy' | 'failed' | 'done';

/**
 * The copy-to-album modal (S1 §2 Modals → Copy to album; DECISIONS 27): 'Copy to album' and the
 * number of photos; the non-shared albums as buttons in a scroll area that loads the next page when
 * its end marker is fully visible, with 'Create new album' first; the new album's name form; a
 * loader while copying; 'Photos copied to {albumLink}' when done; a failure as an alert inside,
 * the modal staying open. The focus goes to what each step is about.
 */
export function CopyToAlbumDialog({ actor }: { actor: CopyToAlbumActor }) {
  const { t } = useTranslation();
  const step = useSelector(actor, (snapshot): Step => {
    if (snapshot.matches('closed')) return 'closed';
    if (snapshot.matches({ open: 'choosing' })) return 'choosing';
    if (snapshot.matches({ open: 'naming' })) return 'naming';
    if (snapshot.matches({ open: 'failed' })) return 'failed';
    if (snapshot.matches({ open: 'done' })) return 'done';
    return 'busy';
  });
  const count = useSelector(actor, (snapshot) => snapshot.context.photoIds.length);
  const busy = step === 'busy';
  const close = () => actor.send({ type: 'copyToAlbum.close' });
  const dialog = useFlowDialog('photos-copy-to-album', step !== 'closed', busy, close);
  return (
    <Dialog
      {...dialog.dialogProps}
      title={t('photos.copyToAlbum.title')}
      description={t('photos.selection.count', { count })}
      {...(busy ? {} : { closeLabel: t('photos.albumActions.close') })}
    >
      {step === 'choosing' ? <AlbumChoices actor={actor} /> : null}
      {step === 'naming' ? <NewAlbumForm actor={actor} /> : null}
      {busy ? <Loader label={t('photos.copyToAlbum.copying')} /> : null}
      {step === 'failed' ? <CopyFailed actor={actor} /> : null}
      {step === 'done' ? <Copied actor={actor} /> : null}
    </Dialog>
  );
}

/** The albums to copy into, paged in the scroll area, and 'Create new album'. */
function AlbumChoices({ actor }: { actor: CopyToAlbumActor }) {
  const { t } = useTranslation();
  const albums = useSelector(actor, (snapshot) => snapshot.children.albums ?? null);
  const items = useSelector(albums ?? undefined, (snapshot) => snapshot?.context.items ?? []);
  const loading = useSelector(albums ?? undefined, (snapshot) => snapshot?.hasTag('loading') ?? false);
  const listError = useSelector(albums ?? undefined, (snapshot) => snapshot?.hasTag('error') ?? false);
  const listed = useSelector(albums ?? undefined, (snapshot) => snapshot?.matches('Finished') ?? false);
  const area = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);

  // the list takes the focus (back from the name form, or a failure): its first button
  useEffect(() => first.current?.focus(), []);

  return (
    <>
      <div ref={area} className={styles.scrollArea} role="region" aria-label={t('photos.copyToAlbum.albumsLabel')}>
        <ul className={styles.albums}>
          <li>
            <button
              ref={first}
              type="button"
              className={`${styles.album} ${styles.newAlbum}`}
              onClick={() => actor.send({ type: 'copyToAlbum.newAlbum' })}
            >
              <span aria-hidden="true">+</span>
              <span className={styles.albumName}>{t('photos.copyToAlbum.newAlbum')}</span>
            </button>
          </li>
          {items.map((album) => (
            <li key={album.albumId}>
              <button
                type="button"
                className={styles.album}
                onClick={() => actor.send({ type: 'copyToAlbum.choose', album: { albumId: album.albumId, albumName: album.albumName } })}
              >
                <span className={styles.albumName}>{album.albumName}</span>
                {/* a space between name and count in the button's accessible name (none shows between flex items) */}{' '}
                <span className={styles.albumCount}>{t('photos.timeline.photoCount', { count: album.photosCount })}</span>
              </button>
            </li>
          ))}
        </ul>
        {loading ? <Loader label={t('photos.copyToAlbum.loadingAlbums')} /> : null}
        {listed && items.length === 0 ? <p className={styles.message}>{t('photos.copyToAlbum.noAlbums')}</p> : null}
        <ListEndMarker
          listId="albumList"
          actor={albums}
          root={area}
          className={styles.endMarker}
          loadingLabel={t('photos.copyToAlbum.loadingMore')}
          failure={
            listError ? (
              <RetryAlert retryLabel={t('photos.albumActions.tryAgain')} onRetry={() => albums?.send({ type: 'albumList.retry' })}>
                <p>{t('photos.copyToAlbum.albumsError')}</p>
              </RetryAlert>
            ) : null
          }
        />
      </div>
      <ButtonRow align="end">
        <Button variant="secondary" onClick={() => actor.send({ type: 'copyToAlbum.close' })}>
          {t('photos.albumActions.cancel')}
        </Button>
      </ButtonRow>
    </>
  );
}

const NAME_MESSAGES = { required: 'photos.albumActions.nameRequired', invalid: 'photos.albumActions.nameInvalid' } as const;

/** The new album's name, checked on submit only (S1 §2 Album form, §5). */
function NewAlbumForm({ actor }: { actor: CopyToAlbumActor }) {
  const { t } = useTranslation();
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const problem = useSelector(actor, (snapshot) => snapshot.context.nameProblem);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // a fresh id; the machine keeps the one made before when the same name is tried again
    actor.send({ type: 'copyToAlbum.submitName', newAlbumId: crypto.randomUUID() });
    if (actor.getSnapshot().context.nameProblem !== null) field.current?.focus();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        ref={field}
        label={t('photos.copyToAlbum.nameLabel')}
        placeholder={t('photos.albumActions.namePlaceholder')}
        autoComplete="off"
        value={name}
        onChange={(event) => actor.send({ type: 'copyToAlbum.editName', name: event.target.value })}
        error={problem ? t(NAME_MESSAGES[problem]) : undefined}
      />
      <ButtonRow align="end">
        <Button variant="secondary" onClick={() => actor.send({ type: 'copyToAlbum.back' })}>
          {t('photos.albumActions.back')}
        </Button>
        <Button type="submit">{t('photos.copyToAlbum.create')}</Button>
      </ButtonRow>
    </form>
  );
}

/** 'Unable to save changes. Please try again', with Try again and Back. */
function CopyFailed({ actor }: { actor: CopyToAlbumActor }) {
  const { t } = useTranslation();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <>
      <Alert tone="error" role="alert" className={styles.message}>
        {t('photos.albumActions.saveError')}
      </Alert>
      <ButtonRow align="end">
        <Button variant="secondary" onClick={() => actor.send({ type: 'copyToAlbum.back' })}>
          {t('photos.albumActions.back')}
        </Button>
        <Button ref={retry} onClick={() => actor.send({ type: 'copyToAlbum.retry' })}>
          {t('photos.albumActions.tryAgain')}
        </Button>
      </ButtonRow>
    </>
  );
}

/** 'Photos copied to {albumLink}': the link opens the album (query kept) and closes the modal. */
function Copied({ actor }: { actor: CopyToAlbumActor }) {
  const { t } = useTranslation();
  const target = useSelector(actor, (snapshot) => snapshot.context.target);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  const close = () => actor.send({ type: 'copyToAlbum.close' });
  if (!target) return null;
  return (
    <>
      <p ref={message} tabIndex={-1} role="status" className={styles.message}>
        <TextWithElement
          text={t('photos.copyToAlbum.copied', { albumLink: ELEMENT_SLOT })}
          element={
            <Link to={href('album', { id: target.albumId })} onClick={close}>
              {target.albumName}
            </Link>
          }
        />
      </p>
      <ButtonRow align="end">
        <Button onClick={close}>{t('photos.albumActions.close')}</Button>
      </ButtonRow>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { SharedAlbumDetails } from '@schemas/albums';
import { useStackedDialog } from '@/platform/dialogs/useStackedDialog';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { Dialog } from '@/ui/Dialog';
import styles from './AlbumPage.module.scss';

/**
 * 'Participants' and its modal (S1 §2 Shared album page): the owner sees the participants'
 * e-mails, a participant the owner's.
 */
export function ParticipantsButton({ album, isOwner }: { album: SharedAlbumDetails; isOwner: boolean }) {
  const { t } = useTranslation();
  const dialog = useStackedDialog('shared-album-participants');
  const people = isOwner ? album.participants : [album.owner];
  return (
    <>
      <Button variant="secondary" onClick={dialog.open}>
        {t('photos.sharedAlbum.participants')}
      </Button>
      <Dialog {...dialog.dialogProps} title={t('photos.sharedAlbum.participantsTitle')} closeLabel={t('photos.delete.close')}>
        <h3 className={styles.peopleHeading}>
          {isOwner ? t('photos.sharedAlbum.participantsHeading') : t('photos.sharedAlbum.ownerHeading')}
        </h3>
        {people.length === 0 ? (
          <p className={styles.text}>{t('photos.sharedAlbum.noParticipants')}</p>
        ) : (
          <ul className={styles.people}>
            {people.map((person) => (
              <li key={person.id}>{person.email}</li>
            ))}
          </ul>
        )}
        <ButtonRow align="end">
          <Button variant="secondary" onClick={dialog.close}>
            {t('photos.delete.close')}
          </Button>
        </ButtonRow>
      </Dialog>
    </>
  );
}

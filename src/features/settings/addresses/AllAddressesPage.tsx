import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@schemas/address';
import { useAuth } from '@/platform/auth/AuthContext';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import { AddressBookBody } from './AddressBookBody';
import { AddressDeleteDialog } from './AddressDeleteDialog';
import { AddressText } from './AddressText';
import { useAddressBookMachine, useAddressDeleteMachine } from './wiring/addressBook';
import styles from './Addresses.module.scss';

/**
 * allAddresses (S0 §2): every address of the customer, the default one marked, each with Make
 * default, Change and Delete (after a confirm dialog), and Add an address. A failed load shows its
 * message with Try again. After a delete the dialog gives the focus to the page's main region (its
 * opener, the card's Delete, is gone).
 */
export function AllAddressesPage() {
  const { t } = useTranslation();
  const { isBusiness } = useAuth();
  const book = useFlowActor(useAddressBookMachine());
  const remover = useFlowActor(useAddressDeleteMachine());
  const snapshot = useSelector(book, (state) => state);
  useEffect(() => {
    const subscription = remover.on('addressDelete.done', (event) => {
      book.send({ type: 'addressBook.removed', addressId: event.addressId });
    });
    return () => subscription.unsubscribe();
  }, [book, remover]);

  const { pendingDefault } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const listId = useId();
  const body = (shown: readonly Address[]) => (
    <ul className={styles.list} aria-labelledby={listId} aria-busy={busy}>
      {shown.map((address) => {
        const textId = `${listId}-${address.id}`;
        return (
          <li key={address.id}>
            <Card as="article" aria-labelledby={textId} className={styles.card}>
              {address.isDefault ? <span className={styles.badge}>{t('addresses.default')}</span> : null}
              <AddressText address={address} id={textId} />
              <div className={styles.actions}>
                {address.isDefault ? null : (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-describedby={textId}
                    onClick={() => book.send({ type: 'addressBook.makeDefault', addressId: address.id })}
                  >
                    {busy && pendingDefault?.id === address.id ? t('addresses.makingDefault') : t('addresses.makeDefault')}
                  </Button>
                )}
                <Link
                  to={href(isBusiness ? 'changeAddressB2b' : 'changeAddress', { addressId: address.id })}
                  className={buttonClass('secondary')}
                  aria-describedby={textId}
                >
                  {t('addresses.change')}
                </Link>
                <Button
                  variant="secondary"
                  aria-describedby={textId}
                  onClick={() => remover.send({ type: 'addressDelete.open', addressId: address.id })}
                >
                  {t('addresses.delete')}
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <div className={styles.actions}>
        <Link to={href(isBusiness ? 'addAddressB2b' : 'addAddress')} className={buttonClass('primary')}>
          {t('addresses.add')}
        </Link>
      </div>
      {snapshot.matches({ Finished: 'defaultFailed' }) ? (
        <Alert tone="error" role="alert">
          <p>{t('addresses.defaultFailed')}</p>
          <Button variant="secondary" onClick={() => book.send({ type: 'addressBook.dismiss' })}>
            {t('addresses.dismiss')}
          </Button>
        </Alert>
      ) : null}
      <h2 id={listId}>{t('addresses.listTitle')}</h2>
      <AddressBookBody book={book}>{body}</AddressBookBody>
      <AddressDeleteDialog actor={remover} />
    </>
  );
}

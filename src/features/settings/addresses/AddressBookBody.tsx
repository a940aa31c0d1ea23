import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Address } from '@schemas/address';
import type { AddressBookMachine } from '@machines/settings/addresses/addressBook.machine';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';

/**
 * What the address book shows of its load, in the settings page's section and on the page of all
 * addresses alike: a loader until the answer, the load error with Try again (S0 §8), "no address
 * yet", or the addresses as the place shows them.
 */
export function AddressBookBody({
  book,
  children,
}: {
  book: ActorRefFrom<AddressBookMachine>;
  children: (addresses: readonly Address[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const loading = useSelector(book, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(book, (snapshot) => snapshot.matches('Failed'));
  const addresses = useSelector(book, (snapshot) => snapshot.context.addresses);
  if (loading) return <Loader label={t('addresses.loading')} />;
  if (failed)
    return (
      <RetryAlert retryLabel={t('addresses.tryAgain')} onRetry={() => book.send({ type: 'addressBook.retry' })}>
        <p>{t('addresses.loadError')}</p>
      </RetryAlert>
    );
  if (addresses.length === 0) return <p>{t('addresses.empty')}</p>;
  return children(addresses);
}

import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { AddressText } from './AddressText';
import { RetryAlert } from '@/ui/RetryAlert';
import { useAddressBookMachine } from './wiring/addressBook';
import styles from './Addresses.module.scss';

/**
 * The settings page's Addresses section: the default address (or the first one when none is marked
 * default), or "no address yet"; links to all addresses and to add one. Its own load error with Try
 * again, so the rest of the settings page is not held up by it.
 */
export function AddressesSection() {
  const { t } = useTranslation();
  const { isBusiness } = useAuth();
  const headingId = useId();
  const book = useFlowActor(useAddressBookMachine());
  const snapshot = useSelector(book, (state) => state);
  const { addresses } = snapshot.context;
  const shown = addresses.find((address) => address.isDefault) ?? addresses[0];

  let body;
  if (snapshot.hasTag('loading')) body = <Loader label={t('addresses.loading')} />;
  else if (snapshot.matches('Failed'))
    body = (
      <RetryAlert retryLabel={t('addresses.tryAgain')} onRetry={() => book.send({ type: 'addressBook.retry' })}>
        <p>{t('addresses.loadError')}</p>
      </RetryAlert>
    );
  else if (!shown) body = <p>{t('addresses.empty')}</p>;
  else
    body = (
      <>
        {shown.isDefault ? <p className={styles.badge}>{t('addresses.default')}</p> : null}
        <AddressText address={shown} />
      </>
    );

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('addresses.sectionTitle')}</h2>
      {body}
      <div className={styles.actions}>
        {addresses.length > 0 ? (
          <Link to={href('allAddresses')} className={buttonClass('secondary')}>
            {t('addresses.all')}
          </Link>
        ) : null}
        <Link to={href(isBusiness ? 'addAddressB2b' : 'addAddress')} className={buttonClass('secondary')}>
          {t('addresses.add')}
        </Link>
      </div>
    </Card>
  );
}

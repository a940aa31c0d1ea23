import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { AddressBookBody } from './AddressBookBody';
import { AddressText } from './AddressText';
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
  const addresses = useSelector(book, (snapshot) => snapshot.context.addresses);

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('addresses.sectionTitle')}</h2>
      <AddressBookBody book={book}>
        {(all) => {
          const shown = all.find((address) => address.isDefault) ?? all[0];
          return shown ? (
            <>
              {shown.isDefault ? <p className={styles.badge}>{t('addresses.default')}</p> : null}
              <AddressText address={shown} />
            </>
          ) : null;
        }}
      </AddressBookBody>
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

import { useTranslation } from 'react-i18next';
import type { Address } from '@schemas/address';
import { regionName } from '@/platform/i18n/intl';
import { addressLines } from '@/features/shared/address/addressLines';
import styles from './Addresses.module.scss';

/** An address book entry as its lines, the country by name in the page's language. Text only: typed values never become markup. */
export function AddressText({ address, id }: { address: Address; id?: string }) {
  const { i18n } = useTranslation();
  return (
    <address id={id} className={styles.address}>
      {addressLines(address, (code) => regionName(i18n.language, code)).join('\n')}
    </address>
  );
}

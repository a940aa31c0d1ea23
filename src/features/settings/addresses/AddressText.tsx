import { useTranslation } from 'react-i18next';
import type { Address } from '@schemas/address';
import { addressLines } from '@/features/shared/address/addressLines';
import styles from './Addresses.module.scss';

/** An address book entry as its lines, the country by name in the page's language. Text only: typed values never become markup. */
export function AddressText({ address, id }: { address: Address; id?: string }) {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <address id={id} className={styles.address}>
      {addressLines(address, (code) => names.of(code) ?? code).join('\n')}
    </address>
  );
}

import type { DeliveryAddress } from '@schemas/orderModel';
import styles from '../Orders.module.scss';

/** A delivery address as lines (the pickup shop's name first for PickupPoint delivery). */
export function DeliveryAddressText({ address }: { address: DeliveryAddress }) {
  const lines = [
    address.pickupPointName,
    `${address.firstName} ${address.lastName}`.trim(),
    address.companyName,
    [address.street, [address.houseNumber, address.houseNumberSuffix].filter(Boolean).join(' ')].filter(Boolean).join(' '),
    `${address.postalCode} ${address.city}`.trim(),
    address.countryCode,
    address.phoneNumber,
  ].filter((line): line is string => Boolean(line));
  return <address className={styles.address}>{lines.join('\n')}</address>;
}

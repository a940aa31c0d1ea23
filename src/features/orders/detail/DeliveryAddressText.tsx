import type { DeliveryAddress } from '@schemas/orderModel';
import { addressLines } from '@/features/shared/address/addressLines';
import styles from '../Orders.module.scss';

/** A delivery address as lines (the pickup shop's name first for PickupPoint delivery). */
export function DeliveryAddressText({ address }: { address: DeliveryAddress }) {
  const lines = [...(address.pickupPointName ? [address.pickupPointName] : []), ...addressLines(address, (code) => code)];
  return <address className={styles.address}>{lines.join('\n')}</address>;
}

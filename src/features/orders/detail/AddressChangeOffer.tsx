import { useTranslation } from 'react-i18next';
import type { DeliveryType } from '@schemas/orders';
import { Button } from '@/ui/Button';

/**
 * Under an order's delivery address while it is not being changed: “Change delivery address” when
 * the change is offered, else why it is not (a pickup point, or the order is in production).
 * `pending`: the change was asked for and its form's code is on its way.
 */
export function AddressChangeOffer({
  offered,
  deliveryType,
  onStart,
  pending = false,
}: {
  offered: boolean;
  deliveryType: DeliveryType;
  onStart: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  if (!offered) {
    return <p>{t(deliveryType === 'PickupPoint' ? 'orders.addressForm.pickupPoint' : 'orders.addressForm.notChangeable')}</p>;
  }
  return (
    <Button variant="secondary" onClick={pending ? undefined : onStart} aria-busy={pending || undefined}>
      {t('orders.addressForm.start')}
    </Button>
  );
}

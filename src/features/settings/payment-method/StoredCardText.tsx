import { useTranslation } from 'react-i18next';
import type { StoredCard } from '@schemas/paymentMethods';

/** A stored card as its owner knows it: "Visa ending in 4242, expires 08/2028". */
export function StoredCardText({ card }: { card: StoredCard }) {
  const { t } = useTranslation();
  return (
    <>
      {t('settings.paymentMethod.card', {
        brand: t(`settings.paymentMethod.brands.${card.brand}`),
        last4: card.last4,
        expiry: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`,
      })}
    </>
  );
}

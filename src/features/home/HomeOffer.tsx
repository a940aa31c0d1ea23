import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { useAbTestOffer } from './wiring/abTestOffer';
import styles from './HomePage.module.scss';

/**
 * The ab-test offer on the home overview, under the profile card: beside the latest orders the
 * profile column has room to spare on large screens, and on smaller ones it comes before the
 * orders list without pushing the account's areas far down. Nothing shows without marketing
 * consent or without an offer.
 */
export function HomeOffer() {
  const { t } = useTranslation();
  const offer = useAbTestOffer();
  const titleId = useId();
  if (!offer) return null;
  return (
    <Card>
      <section aria-labelledby={titleId} className={styles.offer}>
        <h2 id={titleId} className={styles.offerTitle}>
          {t('home.offerTitle')}
        </h2>
        <p className={styles.offerHeadline}>
          <a href={offer.url}>{offer.headline}</a>
        </p>
        {offer.text ? <p className={styles.offerText}>{offer.text}</p> : null}
      </section>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDayAndMonth } from '@/platform/i18n/dayFormat';
import { calendarDay, customerTimeZone } from '@/features/shared/orders/orderDates';
import { Alert } from '@/ui/Alert';
import type { CutoffCampaign } from '@schemas/orders';
import { activeCampaigns } from './model/cutoff';
import styles from './Orders.module.scss';

/** "Order before 18 December for delivery before Christmas": one line per running cutoff campaign; nothing when none runs. */
export function CutoffBanner({ campaigns: all }: { campaigns: readonly CutoffCampaign[] }) {
  const { t, i18n } = useTranslation();
  const timeZone = customerTimeZone();
  const campaigns = activeCampaigns(all, new Date(), timeZone);
  if (campaigns.length === 0) return null;
  const day = (value: string) => formatDayAndMonth(calendarDay(value, timeZone), i18n.language);
  return (
    <Alert tone="info" role="status" className={styles.block}>
      {campaigns.map((campaign) => (
        <p key={campaign.name}>
          {t(`orders.cutoff.${campaign.occasion}`, {
            orderBefore: day(campaign.orderBefore),
            deliveryBefore: day(campaign.deliveryBefore),
          })}
        </p>
      ))}
    </Alert>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createdDate, customerTimeZone, formatDay } from './orderDates';

/** Order dates in the app's language and the customer's time zone: 'Today', 'Yesterday', '02 Jan 2025'. */
export function useOrderDates() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const timeZone = customerTimeZone();
    return {
      timeZone,
      created(createdAt: string, now = new Date()): string {
        const date = createdDate(createdAt, { now, timeZone, language });
        if (date.kind === 'today') return t('orders.date.today');
        if (date.kind === 'yesterday') return t('orders.date.yesterday');
        return date.text;
      },
      day: (value: string) => formatDay(value, { timeZone, language }),
    };
  }, [language, t]);
}

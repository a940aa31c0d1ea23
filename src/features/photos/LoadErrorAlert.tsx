import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/ui/RetryAlert';

/** 'Error: Your photos could not be loaded' with a retry: the page's first load and the flat grid's next page. */
export function LoadErrorAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert retryLabel={t('photos.page.retry')} onRetry={onRetry}>
      <p>{t('photos.page.loadError')}</p>
    </RetryAlert>
  );
}

import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/ui/RetryAlert';

/**
 * 'Error: Your photos could not be loaded' (or the view's own `message`: an album's) with a retry:
 * the page's first load and the flat grid's next page.
 */
export function LoadErrorAlert({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <RetryAlert retryLabel={t('photos.page.retry')} onRetry={onRetry}>
      <p>{message ?? t('photos.page.loadError')}</p>
    </RetryAlert>
  );
}

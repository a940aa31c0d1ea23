import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';

/** 'Error: Your photos could not be loaded' with a retry: the page's first load and the flat grid's next page. */
export function LoadErrorAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" role="alert">
      <p>{t('photos.page.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('photos.page.retry')}
      </Button>
    </Alert>
  );
}

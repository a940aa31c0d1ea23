import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';

/** A failure of the settings screens: its message and Try again (S0 §8). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('settings.tryAgain')}
      </Button>
    </Alert>
  );
}

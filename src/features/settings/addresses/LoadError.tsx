import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';

/** A failed load of the address book's screens: its message and Try again. */
export function LoadError({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" role="alert">
      <p>{t(messageKey)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('addresses.tryAgain')}
      </Button>
    </Alert>
  );
}

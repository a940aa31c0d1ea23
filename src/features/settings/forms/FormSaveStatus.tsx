import { useTranslation } from 'react-i18next';
import type { SaveFailure } from '@machines/settings/formSave';
import { Alert } from '@/ui/Alert';

/**
 * The outcome of a settings form's save, above its buttons: why it failed (what was typed stays in
 * the fields), or that it was saved.
 */
export function FormSaveStatus({ failure, saved, savedText }: { failure: SaveFailure | null; saved: boolean; savedText: string }) {
  const { t } = useTranslation();
  if (failure) {
    return (
      <Alert tone="error" role="alert">
        <p>{t(`settings.form.failure.${failure}`)}</p>
      </Alert>
    );
  }
  if (!saved) return null;
  return (
    <Alert tone="success" role="status">
      <p>{savedText}</p>
    </Alert>
  );
}

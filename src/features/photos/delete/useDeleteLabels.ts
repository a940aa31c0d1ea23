import { useTranslation } from 'react-i18next';
import type { ConfirmDialogLabels } from '@/ui/ConfirmDialog';

type ConfirmKey = 'photos.delete.singleConfirm' | 'photos.delete.bulkConfirm' | 'photos.delete.deleteAllConfirm';

/** The buttons of the photo delete modals: their own confirm text, the shared rest. */
export function useDeleteLabels(confirm: ConfirmKey): ConfirmDialogLabels {
  const { t } = useTranslation();
  return {
    confirm: t(confirm),
    submitting: t('photos.delete.deleting'),
    cancel: t('photos.delete.cancel'),
    close: t('photos.delete.close'),
  };
}

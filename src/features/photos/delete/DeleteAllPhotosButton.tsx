import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstInput } from '@/platform/idle/useAfterFirstInput';
import { Button } from '@/ui/Button';
import { lazyComponent } from '@/ui/lazyComponent';

/**
 * Its flow and modal (DeleteAllPhotosFlow.tsx): the machine, the confirmation dialog and the dialog
 * kit under it, which the photos page's first paint does not wait for.
 */
const DeleteAllPhotosFlow = lazyComponent(() => import('./DeleteAllPhotosFlow').then((module) => module.DeleteAllPhotosFlow));

/**
 * 'Delete all photos' (S1 §2 Photos page): the button shows with the page, its flow mounts on the
 * customer's first input on the page, before the click that opens it (a click that comes first
 * opens the modal as soon as the flow's code is in). The button stays the element that had the
 * focus, so the modal gives it back on closing.
 */
export function DeleteAllPhotosButton() {
  const { t } = useTranslation();
  const [openings, setOpenings] = useState(0);
  const used = useAfterFirstInput();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpenings((count) => count + 1)}>
        {t('photos.delete.deleteAll')}
      </Button>
      {used || openings > 0 ? <DeleteAllPhotosFlow openings={openings} /> : null}
    </>
  );
}

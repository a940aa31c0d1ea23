import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/flags/FlagsContext';
import { Button } from '@/ui/Button';

const UploadDialog = lazy(() => import('./UploadDialog').then((module) => ({ default: module.UploadDialog })));

/**
 * 'Add photos' on the Photos page (S1 §1, §2 Photos page): shown only when the upload flag is on. It
 * opens the 'Upload photos' modal, whose code (the upload machine, tus-js-client) loads on the first
 * click, not with the page.
 */
export function AddPhotosButton() {
  const enabled = useFlag('PhotoManagementUploadViewEnabled');
  return enabled ? <AddPhotos /> : null;
}

function AddPhotos() {
  const { t } = useTranslation();
  // each click asks the modal to open; it stays mounted once loaded, so that closing it returns the focus here
  const [openRequests, setOpenRequests] = useState(0);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpenRequests((count) => count + 1)}>
        {t('photos.upload.addPhotos')}
      </Button>
      {openRequests > 0 ? (
        <Suspense fallback={null}>
          <UploadDialog openRequests={openRequests} />
        </Suspense>
      ) : null}
    </>
  );
}

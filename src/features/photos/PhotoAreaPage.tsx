import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/title/usePageTitle';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';

/**
 * The photo library's screens not built yet (albums, shared albums; S1 §2): the page title and one sentence. This
 * module is the entry of the photo area's own chunk (loaded only on photo routes).
 */
export function PhotoAreaPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <Card>
        <p>{t('photos.placeholder')}</p>
      </Card>
    </>
  );
}

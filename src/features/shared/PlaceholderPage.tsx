import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/title/usePageTitle';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';

/** The screen of a route whose area is not built yet: its title and one honest sentence, nothing pretended. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <Card>
        <p>{t('pages.placeholder')}</p>
      </Card>
    </>
  );
}

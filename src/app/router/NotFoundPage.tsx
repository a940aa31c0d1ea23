import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import { Link } from '@/platform/navigation/Link';
import { usePageTitle } from '@/platform/title/usePageTitle';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <PageTitle>{usePageTitle()}</PageTitle>
      <p>{t('errors.notFound')}</p>
      <p>
        <Link to="/">{t('errors.backToAccount')}</Link>
      </p>
    </Card>
  );
}

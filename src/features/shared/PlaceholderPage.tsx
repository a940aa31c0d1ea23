import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/title/usePageTitle';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';

/**
 * The screen of a route whose area is not built yet: its title and one honest sentence, nothing
 * pretended. `messageKey` is the sentence's i18n key (an area may say more about what is coming).
 */
export function PlaceholderPage({ messageKey = 'pages.placeholder' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <Card>
        <p>{t(messageKey)}</p>
      </Card>
    </>
  );
}

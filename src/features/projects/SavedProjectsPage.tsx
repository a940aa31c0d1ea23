import { useAuth } from '@/platform/auth/AuthContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { PageTitle } from '@/ui/PageTitle';
import { SavedProjectList } from './SavedProjectList';

/**
 * savedProjects (S0 §2 /saved-projects, §4, §7): the customer's saved projects, 10 per page, the
 * page in the URL query (`?page=`). The collection lives as long as the page: projects change in
 * the print editor at any time, so each visit asks again; it starts again for another account.
 */
export function SavedProjectsPage() {
  const { claims } = useAuth();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      {claims?.sub ? <SavedProjectList key={claims.sub} accountId={claims.sub} /> : null}
    </>
  );
}

import { useAuth } from '@/platform/auth/AuthContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { PageTitle } from '@/ui/PageTitle';
import { PhotoArchivesSection } from './PhotoArchivesSection';
import { ProductPdfsSection } from './ProductPdfsSection';

/**
 * downloads (S0 §2; DECISIONS 8): one page, for every customer, with two sections: the photo
 * library's archives and the product PDFs of the customer's orders. The list starts again for
 * another signed-in account.
 */
export function DownloadsPage() {
  const { claims } = useAuth();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <PhotoArchivesSection />
      <ProductPdfsSection key={claims?.sub ?? ''} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '@/features/shared/pager/Pager';
import { PagerStatus } from '@/features/shared/pager/PagerStatus';
import { pageFromQuery } from '@/features/shared/pager/pageQuery';
import { ResourceSection } from '@/features/shared/resource/ResourceSection';
import { RecordNote, RecordSection } from '@/ui/RecordSection';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { PDFS_PAGE_PARAM, productPdfPage } from './productPdfPages';
import { ProductPdfsTable } from './ProductPdfsTable';
import { useProductPdfsMachine } from './wiring/productPdfs';

/**
 * The product PDFs section (DECISIONS 8; S0 §7 GET /v1/Pdfs/me): each product or map PDF with its
 * article name, its order (a link to the order's page), its date and a download; newest first, a
 * page at a time with the page in the URL query (productPdfPages.ts). A loader until the answer, the
 * empty state, or the load error with Try again.
 */
export function ProductPdfsSection() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const requestedPage = pageFromQuery(query.get(PDFS_PAGE_PARAM));
  const actor = useFlowActor(useProductPdfsMachine());
  return (
    <RecordSection title={t('downloads.productPdfs.title')}>
      {(headingId) => (
        <ResourceSection
          actor={actor}
          id="productPdfs"
          loadingLabel={t('downloads.productPdfs.loading')}
          loadErrorKey="downloads.productPdfs.loadError"
          retryLabel={t('downloads.productPdfs.tryAgain')}
          isEmpty={(pdfs) => pdfs.length === 0}
          empty={<RecordNote>{t('downloads.productPdfs.empty')}</RecordNote>}
        >
          {(pdfs) => {
            const shown = productPdfPage(pdfs, requestedPage);
            return (
              <>
                <ProductPdfsTable pdfs={shown.items} labelledBy={headingId} />
                <PagerStatus page={shown.page} pages={shown.pages} />
                <Pager page={shown.page} pages={shown.pages} param={PDFS_PAGE_PARAM} label={t('downloads.productPdfs.pages')} />
              </>
            );
          }}
        </ResourceSection>
      )}
    </RecordSection>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/BrandContext';

/** Sets `document.title` to "<page title> | <brand name>" (S0 §1, S1 §2). */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const title = t('app.documentTitle', { page: pageTitle, brand: brand.brandName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from '../routing/routeHandle';

/** The translated title of the current route (the page's <h1> and the document title). */
export function usePageTitle(): string {
  const { t } = useTranslation();
  return t(useRouteTitleKey());
}

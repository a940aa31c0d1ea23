import { usePageTitle } from './usePageTitle';
import { useDocumentTitle } from './useDocumentTitle';

/** Keeps the document title in step with the current route; renders nothing. */
export function RouteDocumentTitle() {
  useDocumentTitle(usePageTitle());
  return null;
}

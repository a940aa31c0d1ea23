import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@/app/errors/reporter';
import { useDocumentTitle } from '../title/useDocumentTitle';
import { useTranslation } from 'react-i18next';
import { GenericErrorPage } from './GenericErrorPage';

/** The router's error boundary (errorElement of the root route): reports, then the generic page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t('errors.genericTitle'));
  useEffect(() => {
    reportError('router', error);
  }, [error]);
  return <GenericErrorPage />;
}

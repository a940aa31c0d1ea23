import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/platform/errors/reporter';
import { useDocumentTitle } from '@/platform/title/useDocumentTitle';
import { GenericErrorPage } from './GenericErrorPage';

/** What a failing route shows: reports the error, then the generic page (S0 §8). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.genericTitle'));
  useEffect(() => {
    reportError('router', error);
  }, [error]);
  return <GenericErrorPage />;
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NavigateOptions, To } from 'react-router';
import { withQuery } from './withQuery';

/** `navigate(to, options)` that keeps the current query string (see withQuery). */
export function useNavigateKeepingQuery() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      void navigate(withQuery(to, search), options);
    },
    [navigate, search],
  );
}

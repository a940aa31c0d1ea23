import { Navigate as RouterNavigate, useLocation } from 'react-router';
import type { NavigateProps } from 'react-router';
import { withQuery } from './withQuery';

/** React Router's <Navigate> (a redirect while rendering) that keeps the current query string. */
export function Navigate({ to, ...props }: NavigateProps) {
  const { search } = useLocation();
  return <RouterNavigate to={withQuery(to, search)} {...props} />;
}

import type { Ref } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router';
import type { LinkProps, NavLinkProps } from 'react-router';
import { withQuery } from './withQuery';

/** React Router's Link that keeps the current query string (see withQuery). */
export function Link({ to, ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { search } = useLocation();
  return <RouterLink ref={ref} to={withQuery(to, search)} {...props} />;
}

/** React Router's NavLink that keeps the current query string (see withQuery). */
export function NavLink({ to, ref, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { search } = useLocation();
  return <RouterNavLink ref={ref} to={withQuery(to, search)} {...props} />;
}

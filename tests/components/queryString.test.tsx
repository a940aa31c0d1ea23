import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from '@/platform/navigation/Link';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Start() {
  const navigate = useNavigateKeepingQuery();
  return (
    <>
      <Link to="/orders">Orders</Link>
      <Link to="/orders?page=2">Orders page 2</Link>
      <NavLink to="/settings">Settings</NavLink>
      <button type="button" onClick={() => navigate('/downloads')}>
        Downloads
      </button>
      <Where />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: Start },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('query string kept on navigation', () => {
  it('Link carries the current query to a target without one', async () => {
    renderAt('/?embedded=true&flag.FlowAtlasEnabled=on');
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/orders?embedded=true&flag.FlowAtlasEnabled=on');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/orders?embedded=true&flag.FlowAtlasEnabled=on');
  });

  it("Link keeps a target's own query", () => {
    renderAt('/?embedded=true');
    expect(screen.getByRole('link', { name: 'Orders page 2' })).toHaveAttribute('href', '/orders?page=2');
  });

  it('NavLink and useNavigateKeepingQuery carry it too', async () => {
    const router = renderAt('/?embedded=true');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings?embedded=true');
    await userEvent.click(screen.getByRole('button', { name: 'Downloads' }));
    expect(router.state.location.pathname).toBe('/downloads');
    expect(router.state.location.search).toBe('?embedded=true');
  });

  it('adds nothing without a query', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });
});

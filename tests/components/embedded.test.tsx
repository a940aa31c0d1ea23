import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';

describe('embedded mode', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });

  it('draws header and side menu normally', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('?embedded=true hides header and side menu, and stays on after navigating', async () => {
    const { router } = renderApp('/?embedded=true');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();

    // the home page links to the areas; the query goes along, so the next page is embedded too
    await userEvent.click(screen.getByRole('link', { name: /My orders/ }));
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(router.state.location.search).toBe('?embedded=true');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('on small screens the home page shows its content instead of the menu', async () => {
    setViewportWidth(375);
    renderApp('/?embedded=true');
    await screen.findByText('Hello, Anna');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';

describe('document title', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });

  it('is "<page title> | <brand name>" and follows the route', async () => {
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(document.title).toBe('My orders | Bonusprint');

    await router.navigate('/saved-projects');
    await screen.findByRole('heading', { level: 1, name: 'Saved projects' });
    await waitFor(() => expect(document.title).toBe('Saved projects | Bonusprint'));
  });

  it('uses the brand of the host', async () => {
    renderApp('/account-deleted', { host: 'my.albelli.nl' });
    await screen.findByRole('heading', { level: 1, name: 'Your account has been successfully deleted' });
    expect(document.title).toBe('Your account has been successfully deleted | albelli');
  });

  it('names the 404 page', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.title).toBe('Page not found | Bonusprint');
  });
});

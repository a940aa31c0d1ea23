import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn } from './support/session';

// The gate signs in and out by sending auth.signIn / auth.signOut to the real auth actor;
// auth.received() lists what it was sent.
describe('authentication gate', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });

  it('shows "Signing you in…" while the session is pending, without the shell', async () => {
    const auth = authIn('pending');
    renderApp('/orders', { auth });
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(auth.received()).toEqual([]);
  });

  it('starts the sign-in once when signed out, coming back to the path and query', async () => {
    const auth = authIn('signedOut');
    renderApp('/orders/ABC?embedded=true', { auth });
    await screen.findByText('Signing you in…');
    expect(auth.received()).toEqual([{ type: 'auth.signIn', returnTo: '/orders/ABC?embedded=true' }]);
    expect(auth.actor.getSnapshot().value).toBe('signingIn');
  });

  it('never signs in on the public pages', async () => {
    const auth = authIn('signedOut');
    renderApp('/change-email-success', { auth });
    await screen.findByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' });
    renderApp('/subscription-confirmation-error', { auth });
    await screen.findByRole('heading', { level: 1, name: 'Your subscription failed' });
    expect(auth.received()).toEqual([]);
  });

  it('/logout signs out once', async () => {
    const { auth } = renderApp('/logout');
    // Once signed out, the gate draws the same loader in place of the page's: wait for the sign-out
    // first, so that the text found is the one still on screen.
    await waitFor(() => expect(auth.received()).toEqual([{ type: 'auth.signOut' }]));
    expect(await screen.findByText('Signing you out…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Signing out' })).toBeInTheDocument();
    expect(auth.received()).toEqual([{ type: 'auth.signOut' }]);
  });
});

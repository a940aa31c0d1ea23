import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authAs, resetSession, session } from './support/session';

vi.mock('@/app/auth/AuthContext', async () => (await import('./support/session')).authContextModule);
vi.mock('@/app/customer/CustomerContext', async () => (await import('./support/session')).customerContextModule);

describe('authentication gate', () => {
  beforeEach(() => {
    resetSession();
    setViewportWidth(1366);
  });

  it('shows "Signing you in…" while the session is pending, without the shell', async () => {
    session.auth = authAs('consumer', { status: 'pending', claims: null });
    renderApp('/orders');
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(session.auth.signIn).not.toHaveBeenCalled();
  });

  it('starts the sign-in once when signed out, coming back to the path and query', async () => {
    session.auth = authAs('consumer', { status: 'signedOut', claims: null });
    renderApp('/orders/ABC?embedded=true');
    await screen.findByText('Signing you in…');
    expect(session.auth.signIn).toHaveBeenCalledTimes(1);
    expect(session.auth.signIn).toHaveBeenCalledWith('/orders/ABC?embedded=true');
  });

  it('never signs in on the public pages', async () => {
    session.auth = authAs('consumer', { status: 'signedOut', claims: null });
    renderApp('/change-email-success');
    await screen.findByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' });
    renderApp('/subscription-confirmation-error');
    await screen.findByRole('heading', { level: 1, name: 'Your subscription failed' });
    expect(session.auth.signIn).not.toHaveBeenCalled();
  });

  it('/logout signs out once', async () => {
    renderApp('/logout');
    expect(await screen.findByText('Signing you out…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Signing out' })).toBeInTheDocument();
    expect(session.auth.signOut).toHaveBeenCalledTimes(1);
  });
});

// The account-flow screens with their real machines and wiring, against fake API objects (no
// network): e-mail change, account deletion from the settings page, and the three confirmation
// pages with their redirects and sign-outs.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '@/api/auth';
import { HttpError } from '@/api/http';
import type { MailGatewayApi } from '@/api/mailGateway';
import { brandRow, renderApp } from './support/renderApp';
import { authIn, type TestAuth } from './support/session';

const identity = { idpType: 'albelli', idpSub: 'idp-1' };
const channel = brandRow().channel;

function httpError(status: number) {
  return new HttpError({
    method: 'POST',
    status,
    text: '{"message":"x"}',
    url: 'http://localhost/api/auth/v2/identities/albelli/idp-1/emailchanges',
  });
}

function fakeApis() {
  const auth = {
    requestAccountDeletion: vi.fn<AuthApi['requestAccountDeletion']>(async () => undefined),
    confirmAccountDeletion: vi.fn<AuthApi['confirmAccountDeletion']>(async () => undefined),
    requestEmailChange: vi.fn<AuthApi['requestEmailChange']>(async () => undefined),
    confirmEmailChange: vi.fn<AuthApi['confirmEmailChange']>(async () => undefined),
  };
  const mailGateway = {
    confirmSubscription: vi.fn<MailGatewayApi['confirmSubscription']>(async () => ({ subscribed: true as const })),
    subscribe: vi.fn<MailGatewayApi['subscribe']>(async () => undefined),
  };
  return { auth, mailGateway };
}

let apis = fakeApis();

beforeEach(() => {
  apis = fakeApis();
});

/**
 * The app at `url` with this test's fake auth and mail gateway APIs in the services provider, for a
 * signed-in consumer unless told otherwise; `auth.received()` lists what the app sent the auth actor.
 */
const renderFlows = (url: string, auth: TestAuth = authIn('consumer')) => renderApp(url, { apis, auth });

describe('change e-mail', () => {
  it('shows the current address, checks the new one on submit, then says to check the inbox', async () => {
    const { router } = renderFlows('/settings/email');
    await screen.findByRole('heading', { level: 1, name: 'Change your e-mail address' });
    expect(screen.getByText(/^Current e-mail address/)).toHaveTextContent('Current e-mail address: anna@example.com');
    const field = screen.getByLabelText('New e-mail address');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(screen.getByText('Please enter your new e-mail address.')).toBeInTheDocument();
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(apis.auth.requestEmailChange).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, ' new@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a confirmation link to new@example.com. Please check your inbox and click the link to confirm your new e-mail address.',
    );
    expect(apis.auth.requestEmailChange).toHaveBeenCalledTimes(1);
    expect(apis.auth.requestEmailChange.mock.calls[0]?.slice(0, 3)).toEqual([identity, 'new@example.com', channel]);
    await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/settings/email');
  });

  it.each([
    [409, 'This e-mail address is already in use by another account.'],
    [429, 'You have asked for too many e-mail changes. Please wait a few minutes and try again.'],
    [500, 'Something went wrong while changing your e-mail address. Please try again.'],
  ])('a %i answer shows its own message, and Try again goes back to the form', async (status, message) => {
    apis.auth.requestEmailChange.mockRejectedValueOnce(httpError(status));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFlows('/settings/email');
    await userEvent.type(await screen.findByLabelText('New e-mail address'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('taken@example.com');
  });

  it('the b2b route works for a business account, with the b2b settings as the way back', async () => {
    renderFlows('/settings/b2b/email', authIn('business'));
    await screen.findByRole('heading', { level: 1, name: 'Change your e-mail address' });
    expect(screen.getByText(/^Current e-mail address/)).toHaveTextContent('Current e-mail address: shop@example.com');
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings/b2b');
  });
});

describe('account deletion from the settings page', () => {
  it('explains, asks to confirm (cancel goes back), then says to check the inbox', async () => {
    renderFlows('/settings');
    const section = await screen.findByRole('region', { name: 'Delete account' });
    expect(section).toHaveTextContent(
      'Deleting your account removes all your personal data, photos, projects and order history. This cannot be undone.',
    );
    expect(screen.getByRole('link', { name: 'Change e-mail address' })).toHaveAttribute('href', '/settings/email');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(screen.getByText(/Are you sure you want to delete your account\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Are you sure/)).not.toBeInTheDocument();
    expect(apis.auth.requestAccountDeletion).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent you an e-mail with a link to confirm the deletion of your account. Please check your inbox.',
    );
    expect(apis.auth.requestAccountDeletion.mock.calls[0]?.slice(0, 2)).toEqual([identity, channel]);
  });

  it('a failed request shows an error and can be tried again', async () => {
    apis.auth.requestAccountDeletion.mockRejectedValueOnce(httpError(500));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFlows('/settings/b2b', authIn('business'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while requesting the deletion of your account. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please check your inbox.');
    expect(apis.auth.requestAccountDeletion).toHaveBeenCalledTimes(2);
  });
});

describe('confirmation pages', () => {
  it('e-mail change: confirms the token once for the signed-in identity, then signs out to changeEmailSuccess', async () => {
    const { auth } = renderFlows('/change-email-confirmation?confirmation-token=tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Confirming your new e-mail address' });
    await waitFor(() => expect(auth.received()).toContainEqual({ type: 'auth.signOut', returnTo: '/change-email-success' }));
    expect(apis.auth.confirmEmailChange).toHaveBeenCalledTimes(1);
    expect(apis.auth.confirmEmailChange.mock.calls[0]?.slice(0, 2)).toEqual([identity, 'tok-1']);
  });

  it('e-mail change: a refused token replaces the page with changeEmailError, keeping other query parameters only', async () => {
    apis.auth.confirmEmailChange.mockRejectedValueOnce(httpError(404));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, auth } = renderFlows('/change-email-confirmation?confirmation-token=used&embedded=true');
    await screen.findByRole('heading', { level: 1, name: "Your email wasn't changed" });
    expect(screen.getByText('Something went wrong with the email change. Could you please try again?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-email-error');
    expect(router.state.location.search).toBe('?embedded=true');
    expect(auth.received()).toEqual([]);
  });

  it('e-mail change: a link without its token goes to the error page and calls nothing', async () => {
    const { router } = renderFlows('/change-email-confirmation');
    await screen.findByRole('heading', { level: 1, name: "Your email wasn't changed" });
    expect(router.state.location.pathname).toBe('/change-email-error');
    expect(apis.auth.confirmEmailChange).not.toHaveBeenCalled();
  });

  it('account deletion: confirms the token, then signs out to accountDeleted', async () => {
    const { auth } = renderFlows('/delete-account-confirmation?confirmation-token=tok-2');
    await waitFor(() => expect(auth.received()).toContainEqual({ type: 'auth.signOut', returnTo: '/account-deleted' }));
    expect(apis.auth.confirmAccountDeletion.mock.calls[0]?.slice(0, 2)).toEqual([identity, 'tok-2']);
  });

  it('account deletion: a refused token or a missing one goes to deleteAccountError', async () => {
    apis.auth.confirmAccountDeletion.mockRejectedValueOnce(httpError(404));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderFlows('/delete-account-confirmation?confirmation-token=bad');
    await screen.findByRole('heading', { level: 1, name: 'Your account couldn’t be deleted' });
    expect(screen.getByText('Something went wrong with the account deletion. Could you please try again?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
      'href',
      'https://www.bonusprint.co.uk/customer-care',
    );
    expect(first.router.state.location.pathname).toBe('/delete-account-error');
    first.unmount();

    const second = renderFlows('/delete-account-confirmation?confirmation-token=');
    await screen.findByRole('heading', { level: 1, name: 'Your account couldn’t be deleted' });
    expect(second.router.state.location.pathname).toBe('/delete-account-error');
    expect(apis.auth.confirmAccountDeletion).toHaveBeenCalledTimes(1);
  });

  it('subscription: confirms token and e-mail with the mail gateway, then shows the success page', async () => {
    const { router } = renderFlows('/subscription-confirmation?confirmation-token=tok-3&email=anna%2Bnews%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Success!' });
    expect(screen.getByText('Your e-mail address has been successfully subscribed!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription-confirmation-success');
    expect(router.state.location.search).toBe('');
    expect(apis.mailGateway.confirmSubscription.mock.calls[0]?.slice(0, 2)).toEqual(['anna+news@example.com', 'tok-3']);
  });

  it('subscription: a refused token, or a link without e-mail, goes to the error page', async () => {
    apis.mailGateway.confirmSubscription.mockRejectedValueOnce(httpError(404));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderFlows('/subscription-confirmation?confirmation-token=bad&email=anna%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Your subscription failed' });
    expect(screen.getByText('Something went wrong with the subscription. Could you please try again?')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/subscription-confirmation-error');
    first.unmount();

    const second = renderFlows('/subscription-confirmation?confirmation-token=tok-4');
    await screen.findByRole('heading', { level: 1, name: 'Your subscription failed' });
    expect(second.router.state.location.pathname).toBe('/subscription-confirmation-error');
    expect(apis.mailGateway.confirmSubscription).toHaveBeenCalledTimes(1);
  });
});

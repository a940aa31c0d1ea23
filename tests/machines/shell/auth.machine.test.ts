// The auth machine's effects and timing, beyond what the paths check: which actions run with which
// parameters, and the renewal delay (fake timers).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RENEW_AT_SHARE } from '@schemas/tunables';
import { ACCOUNT_DELETED_PLACE, authMachine, type AppPlace, type AuthInput } from '@machines/shell/auth.machine';
import { fixtureLogoutResponse, fixtureRenewedSession, fixtureSession, fixtureTokenResponse } from '@machines/shell/fixtures/session';
import type { LogoutResponse, Session, TokenRequest, TokenResponse } from '@schemas/session';
import { settleMicrotasks } from '../../fixtures/settle';

afterEach(() => {
  vi.useRealTimers();
});

function setup(
  input: AuthInput,
  overrides: {
    restore?: () => Promise<Session | null>;
    renew?: () => Promise<Session>;
    end?: () => Promise<LogoutResponse>;
    redeem?: () => Promise<TokenResponse>;
  } = {},
) {
  const calls = {
    redirectToSignIn: vi.fn(),
    navigate: vi.fn(),
    resetToRoot: vi.fn(),
    logError: vi.fn(),
    leaveTo: vi.fn(),
    redeemInput: vi.fn(),
    endInput: vi.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      restoreSession: fromPromise<Session | null>(overrides.restore ?? (async () => fixtureSession)),
      redeemCode: fromPromise<TokenResponse, TokenRequest | null>(async ({ input }) => {
        calls.redeemInput(input);
        return overrides.redeem ? overrides.redeem() : fixtureTokenResponse;
      }),
      renewSession: fromPromise<Session>(overrides.renew ?? (async () => fixtureRenewedSession)),
      endSession: fromPromise<LogoutResponse, { returnTo: AppPlace | undefined }>(async ({ input }) => {
        calls.endInput(input);
        return overrides.end ? overrides.end() : fixtureLogoutResponse;
      }),
    },
    actions: {
      redirectToSignIn: (_, params) => calls.redirectToSignIn(params),
      navigate: (_, params) => calls.navigate(params),
      resetToRoot: () => calls.resetToRoot(),
      logError: (_, params) => calls.logError(params),
      leaveTo: (_, params) => calls.leaveTo(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

describe('auth machine', () => {
  /** Fake timers at 1 000 000 ms; a session restored with 600 000 ms to live, its renewal answering twice that. */
  async function restoredSession() {
    vi.useFakeTimers({ now: 1_000_000 });
    const lifetime = 600_000;
    const session: Session = { ...fixtureSession, expiresAt: 1_000_000 + lifetime };
    const renewed: Session = { ...fixtureRenewedSession, expiresAt: 1_000_000 + 2 * lifetime };
    const renew = vi.fn(async () => renewed);
    const { actor } = setup({ callback: null }, { restore: async () => session, renew });
    await settleMicrotasks();
    return { actor, renew, lifetime, renewed };
  }

  /** The same, renewed once at 80 % of its lifetime. */
  async function renewedOnce() {
    const run = await restoredSession();
    await vi.advanceTimersByTimeAsync(run.lifetime * RENEW_AT_SHARE);
    await settleMicrotasks();
    return run;
  }

  it('renews at 80 % of the remaining lifetime (named delay renewBeforeExpiry)', async () => {
    const { actor, renew, lifetime } = await restoredSession();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' });
    await vi.advanceTimersByTimeAsync(lifetime * RENEW_AT_SHARE - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('stays signed in with the renewed token', async () => {
    const { actor, renewed } = await renewedOnce();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'active' });
    expect(actor.getSnapshot().context.accessToken).toBe(renewed.accessToken);
    actor.stop();
  });

  it('renews the renewed token again at 80 % of what is left of it', async () => {
    const { actor, renew, lifetime } = await renewedOnce();
    // next renewal: 80 % of what is left of the renewed token (1 200 000 - 480 000 ms)
    await vi.advanceTimersByTimeAsync(Math.floor((2 * lifetime - lifetime * RENEW_AT_SHARE) * RENEW_AT_SHARE));
    expect(renew).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('a token renewed by the API client restarts the renewal timer', async () => {
    vi.useFakeTimers({ now: 0 });
    const renew = vi.fn(async () => fixtureRenewedSession);
    const { actor } = setup({ callback: null }, { restore: async () => ({ ...fixtureSession, expiresAt: 100_000 }), renew });
    await settleMicrotasks();
    await vi.advanceTimersByTimeAsync(50_000);
    actor.send({ type: 'auth.tokenRenewed', session: { ...fixtureRenewedSession, expiresAt: 1_050_000 } });
    await vi.advanceTimersByTimeAsync(40_000); // the old timer (80 000 ms) would have fired by now
    expect(renew).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.expiresAt).toBe(1_050_000);
    actor.stop();
  });

  it('a failed renewal signs out and clears the tokens', async () => {
    vi.useFakeTimers({ now: 0 });
    const { actor } = setup(
      { callback: null },
      { restore: async () => ({ ...fixtureSession, expiresAt: 10_000 }), renew: async () => Promise.reject(new Error('Session expired')) },
    );
    await settleMicrotasks();
    await vi.advanceTimersByTimeAsync(8_000);
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, expiresAt: null, claims: null, error: 'Session expired' });
  });

  it('restores, and without a session waits signed out, not redirecting', async () => {
    const { actor, calls } = setup({ callback: null }, { restore: async () => null });
    expect(actor.getSnapshot().value).toBe('restoring');
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.redirectToSignIn).not.toHaveBeenCalled();
  });

  it('sign-in redirects with the return path', async () => {
    const { actor, calls } = setup({ callback: null }, { restore: async () => null });
    await settleMicrotasks();
    actor.send({ type: 'auth.signIn', returnTo: '/invoices' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(calls.redirectToSignIn).toHaveBeenCalledWith({ returnTo: '/invoices' });
  });

  it('redeems a callback code and navigates to its return path, replacing the callback URL', async () => {
    const { actor, calls } = setup({ callback: { code: 'c', state: 's', iss: 'i' } });
    expect(actor.getSnapshot().value).toBe('redeemingCode');
    await settleMicrotasks();
    expect(calls.redeemInput).toHaveBeenCalledWith({ code: 'c', state: 's', iss: 'i' });
    expect(calls.navigate).toHaveBeenCalledWith({ to: fixtureTokenResponse.returnTo, replace: true });
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: fixtureTokenResponse.accessToken,
      claims: fixtureTokenResponse.claims,
    });
  });

  it('a sign-in error with state is logged and resets to the root, then restores', () => {
    const { actor, calls } = setup({ callback: { error: 'access_denied', state: 's' } });
    expect(calls.logError).toHaveBeenCalledWith({ error: 'Sign-in failed: access_denied' });
    expect(calls.resetToRoot).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('restoring');
  });

  it('a sign-in error without state is logged but does not reset', () => {
    const { calls } = setup({ callback: { error: 'invalid_request' } });
    expect(calls.logError).toHaveBeenCalledTimes(1);
    expect(calls.resetToRoot).not.toHaveBeenCalled();
  });

  it('a failed code redemption is logged and resets to the root', async () => {
    const { actor, calls } = setup(
      { callback: { code: 'c', state: 's' } },
      { redeem: async () => Promise.reject(new Error('POST /session/token failed with 400')), restore: async () => null },
    );
    await settleMicrotasks();
    expect(calls.logError).toHaveBeenCalledWith({ error: 'POST /session/token failed with 400' });
    expect(calls.resetToRoot).toHaveBeenCalledTimes(1);
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  /** Signed in from a restored session. */
  async function signedIn(overrides: Parameters<typeof setup>[1] = {}) {
    const run = setup({ callback: null }, overrides);
    await settleMicrotasks();
    return run;
  }

  it('auth.customerNotFound flags accountDeleted and signs out to /account-deleted', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'auth.customerNotFound' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().context.accountDeleted).toBe(true);
    expect(calls.endInput).toHaveBeenCalledWith({ returnTo: ACCOUNT_DELETED_PLACE });
  });

  it('after auth.customerNotFound leaves to the end-session URL with the tokens cleared', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'auth.customerNotFound' });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.leaveTo).toHaveBeenCalledWith({ url: fixtureLogoutResponse.endSessionUrl });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, claims: null });
  });

  it('sign-out that fails still clears the tokens and leaves', async () => {
    const { actor, calls } = await signedIn({ end: async () => Promise.reject(new Error('down')) });
    actor.send({ type: 'auth.signOut' });
    expect(calls.endInput).toHaveBeenCalledWith({ returnTo: undefined });
    await settleMicrotasks();
    expect(calls.leaveTo).toHaveBeenCalledWith({ url: '/' });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, claims: null, error: 'down' });
  });

  it('the default actors are not provided: restoring fails to signedOut', async () => {
    const actor = createActor(authMachine, { input: { callback: null } }).start();
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toContain('not provided');
  });
});

// The account scope: parts start for the signed-in account only, once each; sign-out and a change
// of account stop every part of the previous account, and the next use starts fresh ones.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { fixtureBusinessSession, fixtureLogoutResponse, fixtureSession } from '@machines/shell/fixtures/session';
import type { SessionApi } from '@/api/session';
import { accountPart, createAccountScope, type AccountScope } from '@/platform/accountScope/accountScope';
import { createAuth, type AuthActor } from '@/platform/auth/createAuth';
import { createServicesOf } from '@/platform/services/services';
import { AppConfig } from '@schemas/config';
import builtIn from '../../../public/config.json';

const config = AppConfig.parse(builtIn);
const running: { auth: AuthActor; scope: AccountScope }[] = [];
afterEach(() => {
  for (const { auth, scope } of running.splice(0)) {
    scope.stop();
    auth.stop();
  }
});

function signedIn() {
  const sessionApi: SessionApi = {
    refresh: vi.fn(async () => fixtureSession),
    redeem: vi.fn(async () => ({ ...fixtureSession, returnTo: '/' })),
    logout: vi.fn(async () => fixtureLogoutResponse),
    loginUrl: (returnTo) => `/session/login?returnTo=${returnTo}`,
  };
  const auth = createAuth({
    services: config.services,
    origin: 'http://localhost',
    navigate: vi.fn(),
    assign: vi.fn(),
    location: { pathname: '/', search: '' },
    sessionApi,
  });
  const started: { account: string; stop: ReturnType<typeof vi.fn> }[] = [];
  const part = accountPart('test', ({ account }) => {
    const made = { account, stop: vi.fn() };
    started.push(made);
    return made;
  });
  const eager = accountPart('eager', ({ account }) => ({ account, stop: vi.fn() }));
  const scope = createAccountScope({ auth, services: createServicesOf(), startOnSignIn: [eager] });
  running.push({ auth, scope });
  return { auth, scope, part, eager, started };
}

describe('account scope', () => {
  it('starts nothing before sign-in, the sign-in parts on sign-in, and each other part once, on first use', async () => {
    const { auth, scope, part, eager, started } = signedIn();
    expect(scope.account()).toBeNull();
    expect(scope.get(part)).toBeNull();
    await waitFor(auth, (snapshot) => snapshot.matches('authenticated'));
    expect(scope.account()).toBe(fixtureSession.claims.sub);
    expect(scope.get(eager)?.account).toBe(fixtureSession.claims.sub);
    expect(started).toEqual([]);
    const first = scope.get(part);
    expect(first?.account).toBe(fixtureSession.claims.sub);
    expect(scope.get(part)).toBe(first);
    expect(started).toHaveLength(1);
  });

  it('another account signing in stops every part of the previous one; the next use starts a fresh part', async () => {
    const { auth, scope, part, eager } = signedIn();
    await waitFor(auth, (snapshot) => snapshot.matches('authenticated'));
    const first = scope.get(part);
    const firstEager = scope.get(eager);
    const changes = vi.fn();
    scope.subscribe(changes);
    auth.send({ type: 'auth.tokenRenewed', session: fixtureBusinessSession });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(first?.stop).toHaveBeenCalledTimes(1);
    expect(firstEager?.stop).toHaveBeenCalledTimes(1);
    expect(scope.get(eager)?.account).toBe(fixtureBusinessSession.claims.sub);
    const second = scope.get(part);
    expect(second).not.toBe(first);
    expect(second?.account).toBe(fixtureBusinessSession.claims.sub);
  });

  it('signing out stops every part, and nothing starts while signed out', async () => {
    const { auth, scope, part } = signedIn();
    await waitFor(auth, (snapshot) => snapshot.matches('authenticated'));
    const first = scope.get(part);
    auth.send({ type: 'auth.signOut' });
    expect(first?.stop).toHaveBeenCalledTimes(1);
    expect(scope.account()).toBeNull();
    expect(scope.get(part)).toBeNull();
  });
});

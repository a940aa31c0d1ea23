// The session of the component tests, through the app's own providers: the real auth machine with
// the catalogue's fixture actors (machines/shell/fixtures), in the state a test needs, and the
// customer record loaded by the real account scope from a fake customer API in the services.
import { vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { authMachine, type AppPlace, type AuthContext } from '@machines/shell/auth.machine';
import { FIXTURE_EXPIRES_AT, fixtureLogoutResponse, fixtureRenewedSession, fixtureTokenResponse } from '@machines/shell/fixtures/session';
import type { Customer } from '@schemas/customer';
import { Session, type LogoutResponse, type TokenRequest, type TokenResponse } from '@schemas/session';
import type { CustomerApi } from '@/api/customer';
import { createAccountScope, type AccountScope } from '@/platform/accountScope/accountScope';
import type { AuthActor } from '@/platform/auth/createAuth';
import { customerPart } from '@/platform/customer/createCustomer';
import type { Services } from '@/platform/services/services';
import { customerRecord } from '../../fixtures/customer';

/** The signed-in customer of the component tests: Anna Jansen, a UK consumer (the claims of authIn). */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return customerRecord({
    id: 'c-1',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Jansen',
    countryCode: 'GB',
    locale: 'en-GB',
    createdAt: '2024-01-01T10:00:00.000Z',
    ...overrides,
  });
}

/** The session a consumer or a business user signed in with (a business token carries amr b2b). */
export function sessionOf(kind: 'consumer' | 'business'): Session {
  return Session.parse({
    accessToken: `test-access-token-${kind}`,
    expiresAt: FIXTURE_EXPIRES_AT,
    claims: {
      sub: 'acc-1',
      email: kind === 'business' ? 'shop@example.com' : 'anna@example.com',
      idp_type: 'albelli',
      idp_sub: 'idp-1',
      amr: kind === 'business' ? ['pwd', 'b2b'] : ['pwd'],
    },
  });
}

/** signed in as a consumer or a business user, signed out, or still restoring the session */
export type AuthState = 'consumer' | 'business' | 'signedOut' | 'pending';

export interface TestAuth {
  actor: AuthActor;
  /** the events the app sent to the auth actor (auth.signIn, auth.signOut, auth.customerNotFound …), in order */
  received(): EventObject[];
}

const signedOutContext: AuthContext = {
  accessToken: null,
  expiresAt: null,
  claims: null,
  accountDeleted: false,
  error: null,
  callback: null,
  returnTo: null,
  leaveUrl: null,
};

const stops: (() => void)[] = [];
/** Stops the auth actors the test started (tests/setup/dom.ts, after each test). */
export function stopTestSessions(): void {
  for (const stop of stops.splice(0)) stop();
}

/**
 * The real auth actor, started in `state`. Its effects are the catalogue's fixtures: sign-out ends
 * with the fixture logout response, and the browser-leaving actions do nothing.
 */
export function authIn(state: AuthState = 'consumer'): TestAuth {
  const machine = authMachine.provide({
    actors: {
      // 'pending': the session endpoint has not answered yet
      restoreSession: fromPromise<Session | null>(() => new Promise<never>(() => undefined)),
      redeemCode: fromPromise<TokenResponse, TokenRequest | null>(async () => fixtureTokenResponse),
      renewSession: fromPromise<Session>(async () => fixtureRenewedSession),
      endSession: fromPromise<LogoutResponse, { returnTo: AppPlace | undefined }>(async () => fixtureLogoutResponse),
    },
  });
  const received: EventObject[] = [];
  // A signed-in or signed-out session is resolved as the machine's own state, so that the first
  // render already sees it; 'pending' starts the machine, which waits in restoring.
  const session = state === 'consumer' || state === 'business' ? sessionOf(state) : null;
  const snapshot =
    state === 'pending'
      ? undefined
      : machine.resolveState(
          session
            ? {
                value: { authenticated: 'active' },
                context: { ...signedOutContext, accessToken: session.accessToken, expiresAt: session.expiresAt, claims: session.claims },
              }
            : { value: 'signedOut', context: signedOutContext },
        );
  const actor = createActor(machine, {
    input: { callback: null },
    ...(snapshot ? { snapshot } : {}),
    inspect: (event) => {
      // events sent to the root actor from outside (not the machine's own xstate.* events)
      if (event.type === '@xstate.event' && event.actorRef.sessionId === event.rootId && !event.event.type.startsWith('xstate.')) {
        received.push(event.event);
      }
    },
  });
  actor.start();
  stops.push(() => actor.stop());
  return { actor, received: () => [...received] };
}

/** What GET /customers/me answers: a customer, an error, or nothing yet ('loading'). */
export type CustomerAnswer = Customer | Error | 'loading';

/** A fake customer API answering `answer` to every GET /customers/me. */
export function customerApi(answer: CustomerAnswer = customerFixture()) {
  return {
    getCustomer: vi.fn<CustomerApi['getCustomer']>(async () => {
      if (answer === 'loading') return new Promise<never>(() => undefined);
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
}

/** The app's account scope for this auth actor and these services (the customer record starts on sign-in). */
export function accountScopeOf(auth: AuthActor, services: Services): AccountScope {
  const scope = createAccountScope({ auth, services, startOnSignIn: [customerPart] });
  stops.push(() => scope.stop());
  return scope;
}

// Every machine in machines/, with what the flow atlas and the path generator need: a title, one
// plain paragraph, the spec section, and fixtures (zod-valid actor logic, traversal events, input).
// Traversal (xstate/graph) never runs invoked actors, so each invoke's outcomes are listed as events:
// `xstate.done.actor.<id>` with an output and `xstate.error.actor.<id>` with an error. Delayed
// transitions need no entry: machines/paths.ts adds one `xstate.after.<delay>.<state id>` event per
// delay to the traversal, and the path test sends it to the real actor instead of waiting.
import { fromPromise, type AnyActorLogic, type AnyStateMachine, type EventFromLogic, type EventObject, type InputFrom } from 'xstate';
import type { LogoutResponse, Session, TokenRequest, TokenResponse } from '@schemas/session';
import { authMachine, type AuthInput } from './auth.machine';
import {
  fixtureCustomer,
  fixtureLogoutResponse,
  fixtureRenewedSession,
  fixtureSession,
  fixtureTokenResponse,
} from './fixtures/session';
import { resourceMachine } from './resource.machine';

/** An event a path may take: the machine's own, or an invoked actor's outcome, or a delay firing. */
export type TraversalEvent<TMachine extends AnyStateMachine> =
  | EventFromLogic<TMachine>
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

/** The actor implementations a machine accepts in `.provide({ actors })`. */
export type ProvidedActors<TMachine extends AnyStateMachine> = NonNullable<Parameters<TMachine['provide']>[0]['actors']>;

export interface FixtureInput<TInput = unknown> {
  /** 'default' for the catalogue's main input */
  name: string;
  description: string;
  input: TInput;
}

export interface CatalogEntry {
  /** the file stem: machines/<id>.machine.ts, and the machine's own id */
  id: string;
  title: string;
  /** one plain paragraph */
  description: string;
  specSection: string;
  machine: AnyStateMachine;
  fixtures: {
    actors: Record<string, AnyActorLogic>;
    events: readonly EventObject[];
    input: unknown;
    /** further starting inputs: each is traversed from its own initial state */
    variants: readonly FixtureInput[];
  };
}

interface EntryDefinition<TMachine extends AnyStateMachine> {
  id: string;
  title: string;
  description: string;
  specSection: string;
  machine: TMachine;
  fixtures: {
    actors: ProvidedActors<TMachine>;
    events: readonly TraversalEvent<TMachine>[];
    input: InputFrom<TMachine>;
    variants?: readonly FixtureInput<InputFrom<TMachine>>[];
  };
}

/** Type-checks an entry against its machine (events, input, actor names), then widens it. */
function entry<TMachine extends AnyStateMachine>(definition: EntryDefinition<TMachine>): CatalogEntry {
  const { actors, events, input, variants = [] } = definition.fixtures;
  const actorRecord: Record<string, AnyActorLogic> = {};
  for (const [name, logic] of Object.entries(actors)) if (isActorLogic(logic)) actorRecord[name] = logic;
  return { ...definition, fixtures: { actors: actorRecord, events, input, variants } };
}

function isActorLogic(value: unknown): value is AnyActorLogic {
  return typeof value === 'object' && value !== null && 'transition' in value && typeof value.transition === 'function';
}

const networkDown = new Error('GET /api/example failed: no response');

const auth = entry({
  id: 'auth',
  title: 'Sign-in and session',
  description:
    'Starts by redeeming an authorization code when the app opens on /auth/callback, handling a sign-in error from the same URL, or restoring a session from the refresh cookie. Without a session it waits until a protected route asks to sign in and then sends the browser to the session endpoint’s login. Once signed in it keeps the access token in memory, renews it at 80 % of its lifetime, accepts a token renewed by the API client after a 401, and signs out on request or when the customer service says the account no longer exists.',
  specSection: 'S0 §4 Authentication, §6, §8 Sign-in error',
  machine: authMachine,
  fixtures: {
    actors: {
      restoreSession: fromPromise<Session | null>(async () => fixtureSession),
      redeemCode: fromPromise<TokenResponse, TokenRequest | null>(async () => fixtureTokenResponse),
      renewSession: fromPromise<Session>(async () => fixtureRenewedSession),
      endSession: fromPromise<LogoutResponse, { returnTo: string | undefined }>(async () => fixtureLogoutResponse),
    },
    events: [
      { type: 'auth.signIn', returnTo: '/orders?page=2' },
      { type: 'auth.signOut' },
      { type: 'auth.tokenRenewed', session: fixtureRenewedSession },
      { type: 'auth.sessionExpired' },
      { type: 'customer.notFound' },
      { type: 'xstate.done.actor.restoreSession', output: fixtureSession },
      { type: 'xstate.done.actor.restoreSession', output: null },
      { type: 'xstate.error.actor.restoreSession', error: networkDown },
      { type: 'xstate.done.actor.redeemCode', output: fixtureTokenResponse },
      { type: 'xstate.error.actor.redeemCode', error: new Error('POST /session/token failed with 400') },
      { type: 'xstate.done.actor.renewSession', output: fixtureRenewedSession },
      { type: 'xstate.error.actor.renewSession', error: new Error('Session expired') },
      { type: 'xstate.done.actor.endSession', output: fixtureLogoutResponse },
      { type: 'xstate.error.actor.endSession', error: new Error('POST /session/logout failed with 500') },
    ],
    input: { callback: null } satisfies AuthInput,
    variants: [
      {
        name: 'callback with code',
        description: 'The app opens on /auth/callback?code=…&state=…&iss=…',
        input: { callback: { code: 'fixture-code', state: 'fixture-state', iss: 'http://localhost:8080/oidc' } },
      },
      {
        name: 'callback with error',
        description: 'The app opens on /auth/callback?error=access_denied&state=…',
        input: { callback: { error: 'access_denied', state: 'fixture-state' } },
      },
      {
        name: 'callback with error, no state',
        description: 'The app opens on /auth/callback?error=invalid_request (no state parameter).',
        input: { callback: { error: 'invalid_request' } },
      },
    ],
  },
});

const resource = entry({
  id: 'resource',
  title: 'Resource load',
  description:
    'Carries the spec’s request state for a plain load: nothing is requested until a load is asked for, the load is then in progress, and it ends finished with the data or failed with an error message. A finished or failed load can be reloaded. The signed-in customer is one such resource.',
  specSection: 'S0 §4 (request state)',
  machine: resourceMachine,
  fixtures: {
    actors: { load: fromPromise(async (): Promise<unknown> => fixtureCustomer) },
    events: [
      { type: 'resource.load' },
      { type: 'resource.reload' },
      { type: 'xstate.done.actor.load', output: fixtureCustomer },
      { type: 'xstate.error.actor.load', error: new Error('GET /api/customer/customers/me failed with 500') },
    ],
    input: undefined,
  },
});

export const catalog: readonly CatalogEntry[] = [auth, resource];

export function findEntry(id: string): CatalogEntry | undefined {
  return catalog.find((candidate) => candidate.id === id);
}

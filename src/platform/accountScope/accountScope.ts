// The account scope: everything that loads while a customer is signed in and belongs to that
// account (the customer record, the photo libraries; later orders, projects, albums) is a part of
// it. Parts start for the signed-in account (on sign-in, or on first use), and on sign-out or when
// another account signs in every part of the previous account is stopped together, so that no
// area has to watch the session itself and nothing of one account survives into the next.
// A part is a definition (accountPart) that an area owns; the scope only knows how to start and
// stop it, so the photo code stays in the photo chunk.
import type { AuthActor } from '../auth/createAuth';
import type { Services } from '../services/services';

/** What a part starts with: the account it belongs to, the auth actor and the services. */
export interface AccountContext {
  readonly account: string;
  readonly auth: AuthActor;
  readonly services: Services;
}

export interface Stoppable {
  stop(): void;
}

/** The parts started for one signed-in account; dropped (and stopped) when the account goes. */
interface AccountRun {
  readonly context: AccountContext;
  readonly started: Stoppable[];
}

/** One kind of per-account part, e.g. the customer record or the photo library of a sort view. */
export interface AccountPart<T extends Stoppable> {
  readonly name: string;
  start(context: AccountContext): T;
  /** the part started for each run (typed per part; a stopped run's entry goes with it) */
  readonly started: WeakMap<AccountRun, T>;
}

export function accountPart<T extends Stoppable>(name: string, start: (context: AccountContext) => T): AccountPart<T> {
  return { name, start, started: new WeakMap() };
}

export interface AccountScope {
  /** the signed-in account (the token's sub), null when nobody is signed in */
  account(): string | null;
  /** the part for the signed-in account, started now if it has not been; null when nobody is signed in */
  get<T extends Stoppable>(part: AccountPart<T>): T | null;
  /** called whenever the account changes (sign-in, sign-out, another account) */
  subscribe(listener: () => void): () => void;
  /** stops every part and stops following the session */
  stop(): void;
}

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

/** The account the session is signed in to: the token's sub while authenticated. */
export function accountOf(snapshot: AuthSnapshot): string | null {
  return snapshot.matches('authenticated') ? (snapshot.context.claims?.sub ?? null) : null;
}

export interface CreateAccountScopeOptions {
  auth: AuthActor;
  services: Services;
  /** parts every account starts with as soon as it signs in (the customer record the shell waits for) */
  startOnSignIn?: readonly AccountPart<Stoppable>[];
}

export function createAccountScope({ auth, services, startOnSignIn = [] }: CreateAccountScopeOptions): AccountScope {
  let run: AccountRun | null = null;
  const listeners = new Set<() => void>();

  const get = <T extends Stoppable>(part: AccountPart<T>): T | null => {
    if (!run) return null;
    let started = part.started.get(run);
    if (!started) {
      started = part.start(run.context);
      part.started.set(run, started);
      run.started.push(started);
    }
    return started;
  };

  const follow = (snapshot: AuthSnapshot) => {
    const account = accountOf(snapshot);
    if (account === (run?.context.account ?? null)) return;
    const previous = run;
    run = account === null ? null : { context: { account, auth, services }, started: [] };
    for (const part of previous?.started ?? []) part.stop();
    for (const part of startOnSignIn) get(part);
    for (const listener of listeners) listener();
  };

  const subscription = auth.subscribe(follow);
  follow(auth.getSnapshot());

  return {
    account: () => run?.context.account ?? null,
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop() {
      subscription.unsubscribe();
      for (const part of run?.started ?? []) part.stop();
      run = null;
      for (const listener of listeners) listener();
    },
  };
}

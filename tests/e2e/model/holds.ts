// Holds the app's own requests in the browser until a model path says what their outcome is. While
// a request is held the page shows the machine's in-between state ("Signing you in…", "Sending the
// confirmation link…"), so the test can check it; releasing lets the request go on to the real
// sandbox (its real answer is the outcome), aborting makes the network drop it (no response).
// Nothing is ever answered from here: a held request reaches the sandbox unchanged or not at all.
import { expect, type Page, type Request } from '@playwright/test';

export interface HoldSpec {
  method: string;
  /** the URL path: exact, or a pattern */
  path: string | RegExp;
}

type Outcome = 'go' | 'drop';

interface Held {
  request: Request;
  decide(outcome: Outcome): void;
}

export class Holds<Name extends string> {
  private readonly queues = new Map<Name, Held[]>();
  private readonly seen = new Map<Name, number>();
  private readonly holding = new Set<Name>();
  private installed = false;

  constructor(
    private readonly page: Page,
    private readonly specs: Record<Name, HoldSpec>,
  ) {}

  private nameOf(request: Request): Name | null {
    const url = new URL(request.url());
    for (const name of Object.keys(this.specs) as Name[]) {
      const spec = this.specs[name];
      if (spec.method !== request.method()) continue;
      if (typeof spec.path === 'string' ? url.pathname === spec.path : spec.path.test(url.pathname)) return name;
    }
    return null;
  }

  private async install() {
    if (this.installed) return;
    this.installed = true;
    await this.page.route(
      () => true,
      async (route) => {
        const name = this.nameOf(route.request());
        if (name === null) return route.fallback();
        this.seen.set(name, (this.seen.get(name) ?? 0) + 1);
        if (!this.holding.has(name)) return route.fallback();
        const outcome = await new Promise<Outcome>((decide) => {
          const queue = this.queues.get(name) ?? [];
          queue.push({ request: route.request(), decide });
          this.queues.set(name, queue);
        });
        await (outcome === 'go' ? route.fallback() : route.abort('connectionfailed')).catch(() => undefined);
      },
    );
  }

  /** From now on, requests of these kinds wait for release(). */
  async hold(...names: Name[]) {
    await this.install();
    for (const name of names) this.holding.add(name);
  }

  /** Every held request goes on, and nothing is held any more. */
  async openAll() {
    this.holding.clear();
    for (const queue of this.queues.values()) {
      for (const held of queue.splice(0)) held.decide('go');
    }
  }

  /** Lets go every request held so far (after the page that made them is gone) and starts the queues afresh. */
  forget() {
    for (const queue of this.queues.values()) for (const held of queue.splice(0)) held.decide('go');
  }

  /** How many requests of this kind the page has made so far (held or not). */
  count(name: Name): number {
    return this.seen.get(name) ?? 0;
  }

  /** Waits until a request of this kind is held and answers it (it stays held). */
  async waitFor(name: Name): Promise<Request> {
    await expect
      .poll(() => this.queues.get(name)?.length ?? 0, { message: `the page should make a ${name} request`, timeout: 15_000 })
      .toBeGreaterThan(0);
    const first = this.queues.get(name)?.[0];
    if (!first) throw new Error(`no held ${name} request`);
    return first.request;
  }

  /** Lets the oldest held request of this kind go on to the sandbox and waits for its answer. */
  async release(name: Name): Promise<void> {
    const held = await this.take(name);
    held.decide('go');
    await held.request.response().catch(() => null);
  }

  /** The network drops the oldest held request of this kind: the app gets no response. */
  async drop(name: Name): Promise<void> {
    const held = await this.take(name);
    held.decide('drop');
    await expect.poll(() => held.request.failure() !== null, { message: `the dropped ${name} request should fail` }).toBe(true);
  }

  private async take(name: Name): Promise<Held> {
    await this.waitFor(name);
    const held = this.queues.get(name)?.shift();
    if (!held) throw new Error(`no held ${name} request`);
    return held;
  }
}

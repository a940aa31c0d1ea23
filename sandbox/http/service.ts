import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { ServiceUrls } from '@schemas/config';

/** Where every test tool lives: `/__sandbox/...` (docs/CONTRACTS.md "Test tools"). */
export const TOOLS_PREFIX = '/__sandbox';

/** Registers routes on the app under `prefix`. */
export type Registration = (app: FastifyInstance, prefix: string) => Promise<void>;

/**
 * Where a part of a service is mounted: under the path of the `config.json` base URL it stands in
 * for (`services[service]`), so that config.json and the sandbox cannot disagree; or, for what
 * config.json does not name (the storefront and third-party stand-ins, the identity provider), a
 * path of its own.
 */
export type Mount = { service: keyof ServiceUrls } | { path: string };

/** A part of a service's routes: where it goes and how it registers itself there. */
export type ServiceRoutes = Mount & {
  /**
   * Mostly one encapsulated Fastify plugin registered with the mount as its prefix (`plugin`). It
   * gets the app itself because a few parts also install what must hold app-wide (a hook that
   * watches other services' deletions, the WebSocket plugin, stores closed with the app).
   */
  register: Registration;
};

/**
 * What one service of the sandbox (a folder under sandbox/) registers. sandbox/services.ts lists
 * them in registration order; sandbox/server.ts mounts each part of each at its base and each
 * tool under TOOLS_PREFIX, in one loop. What a service seeds (its demo data and its part of a test
 * account) is its `seed-part.ts`, listed in sandbox/seed/parts.ts.
 */
export interface SandboxService {
  /** the folder under sandbox/ */
  name: string;
  /** the service's routes, in registration order */
  routes?: readonly ServiceRoutes[];
  /** the service's test tools, each registered under TOOLS_PREFIX after its routes */
  tools?: readonly Registration[];
}

/** A Fastify plugin with its options, registered under the prefix it is given. */
export function plugin<Options extends FastifyPluginOptions>(routes: FastifyPluginAsync<Options>, options: Options): Registration {
  return async (app, prefix) => {
    await app.register(routes, { ...options, prefix });
  };
}

/** The path a mount stands for: the path of its config.json base URL, or its own path. */
export function mountPath(mount: Mount, services: ServiceUrls): string {
  if ('path' in mount) return mount.path;
  // config.json's base URLs are paths on the app's own origin; a full URL's path counts the same
  return new URL(services[mount.service], 'http://sandbox.invalid').pathname;
}

/**
 * A value one service's registration makes and a later one needs (the identity's token verifier,
 * the photo library's media store). The table's order makes it there in time; a table in the
 * wrong order fails at start, naming what was missing.
 */
export class Provided<T> {
  private value: T | undefined;

  constructor(private readonly what: string) {}

  provide(value: T): T {
    this.value = value;
    return value;
  }

  get(): T {
    if (this.value === undefined)
      throw new Error(`${this.what} is needed before the service that makes it is registered (sandbox/services.ts)`);
    return this.value;
  }
}

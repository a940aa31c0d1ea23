import type { Db } from '../db/db';
import { installBearerAuth } from '../http/auth';
import type { Provided, SandboxService } from '../http/service';
import type { Identity, IdentityRegistrar } from '../identity-seam';

/**
 * The identity part: the OpenID Connect provider (/oidc), its sign-in page (/oidc-login) and the
 * session endpoint (/session, config.services.session), each at its own fixed path under the
 * root (the issuer URL and the redirect URIs the provider knows are built on them); then
 * `app.authenticate`, the bearer check every service route after it uses. The registrar is
 * `registerIdentity` of ./index.ts unless the caller brings its own (tests pass a fake), and is
 * loaded only then: a fake never loads the OpenID provider.
 */
export function identityService(deps: {
  registrar: IdentityRegistrar | undefined;
  db: Db;
  port: number;
  dataDir: string | undefined;
  /** where the token verifier goes, for the services that check tokens themselves (the push socket) */
  identity: Provided<Identity>;
}): SandboxService {
  return {
    name: 'identity',
    routes: [
      {
        path: '/',
        register: async (app) => {
          const registrar = deps.registrar ?? (await import('./index')).registerIdentity;
          const identity = deps.identity.provide(await registrar(app, { db: deps.db, port: deps.port, dataDir: deps.dataDir }));
          installBearerAuth(app, identity, deps.db);
        },
      },
    ],
  };
}

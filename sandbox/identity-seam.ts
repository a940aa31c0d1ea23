import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@schemas/session';
import type { Db } from './db/db';
import type { SignInLimits } from './identity/throttle';

/** What the identity part hands the rest of the sandbox: a verifier for the provider's access tokens. */
export interface Identity {
  verifyAccessToken(token: string): Promise<TokenClaims>;
}

/** Mounts /oidc, /oidc-login and /session on the app and returns the verifier. */
export type IdentityRegistrar = (
  app: FastifyInstance,
  deps: { db: Db; port: number; dataDir: string | undefined; signIn?: Partial<SignInLimits> },
) => Promise<Identity>;

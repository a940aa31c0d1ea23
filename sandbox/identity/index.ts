import type { Identity, IdentityRegistrar } from '../identity-seam';
import { grantIsLive, sweepExpiredPayloads } from './adapter';
import { loadBrandHosts, originTable } from './hosts';
import { loadIdentityKeys } from './keys';
import { registerLoginPage } from './login';
import { createProvider, issuerFor, mountProvider } from './provider';
import { registerSessionEndpoint } from './session';
import { SignInThrottle, signInLimits } from './throttle';
import { createVerifier } from './verifier';

export { API_AUDIENCE, CLIENT_ID, issuerFor } from './provider';
export { ID_TOKEN_COOKIE, REFRESH_COOKIE, TXN_COOKIE } from './session';

/**
 * The identity part of the sandbox on one Fastify app: the OpenID Connect provider (/oidc), its
 * sign-in page (/oidc-login/:uid) and the session endpoint (/session). Expects the database to be
 * migrated. Nothing here talks to the network until the first request (discovery is lazy).
 */
export const registerIdentity: IdentityRegistrar = async (app, { db, port, dataDir, signIn }): Promise<Identity> => {
  const issuer = issuerFor(port);
  const keys = await loadIdentityKeys(dataDir);
  const origins = originTable(loadBrandHosts(), port);
  await sweepExpiredPayloads(db);

  const provider = createProvider({ issuer, db, keys, origins });
  const verifier = createVerifier(issuer, keys);

  await mountProvider(app, provider, origins.origins);
  await registerLoginPage(app, { provider, db, throttle: new SignInThrottle(signInLimits(signIn)) });
  await registerSessionEndpoint(app, {
    issuer,
    clientSecret: keys.clientSecret,
    sessionKey: new Uint8Array(Buffer.from(keys.sessionKey, 'base64url')),
    origins,
    verifier,
  });

  // A valid token of a sign-in that has ended (signed out) is refused as an expired one: every
  // service that checks tokens (app.authenticate, the push socket) asks here.
  return {
    async verifyAccessToken(token) {
      const { claims, sessionId } = await verifier.verifyAccessTokenDetailed(token);
      if (!(await grantIsLive(db, sessionId))) throw new Error('The access token belongs to a session that has ended');
      return claims;
    },
  };
};

import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { TokenClaims } from '@schemas/session';
import type { IdentityKeys } from './keys';
import { publicJwks } from './keys';
import { API_AUDIENCE, CLIENT_ID } from './provider';

export interface VerifiedAccessToken {
  claims: TokenClaims;
  /** epoch milliseconds */
  expiresAt: number;
  /** the sign-in it belongs to (the provider's grant, claim `sid`): sign-out ends it */
  sessionId: string;
}

export interface Verifier {
  /** The claims of a valid access token (signature, issuer, audience, expiry, typ at+jwt, a session); throws otherwise. */
  verifyAccessToken(token: string): Promise<TokenClaims>;
  verifyAccessTokenDetailed(token: string): Promise<VerifiedAccessToken>;
  /** The payload of a valid ID token issued to `my-account`; throws otherwise. */
  verifyIdToken(token: string): Promise<JWTPayload>;
}

/** Verifies the provider's tokens against its own public keys, locally (no HTTP). */
export function createVerifier(issuer: string, keys: IdentityKeys): Verifier {
  const jwks = createLocalJWKSet(publicJwks(keys));

  const verifyAccessTokenDetailed = async (token: string): Promise<VerifiedAccessToken> => {
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['exp', 'sub'],
    });
    const claims = TokenClaims.parse(payload);
    if (typeof payload.exp !== 'number') throw new Error('Access token has no expiry');
    if (typeof payload.sid !== 'string' || payload.sid === '') throw new Error('Access token names no session');
    return { claims, expiresAt: payload.exp * 1000, sessionId: payload.sid };
  };

  return {
    verifyAccessTokenDetailed,
    verifyAccessToken: async (token) => (await verifyAccessTokenDetailed(token)).claims,
    async verifyIdToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: CLIENT_ID, algorithms: ['RS256'] });
      return payload;
    },
  };
}

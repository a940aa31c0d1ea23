import * as z from 'zod/mini';

/**
 * Identity token claims (spec S0 §3): idp_type, idp_sub, email, sub, and the authentication-method
 * claim `amr`; business (b2b) users carry 'b2b' in it.
 */
export const BUSINESS_AUTH_METHOD = 'b2b';

/**
 * The session endpoint's marker cookie: readable by the page (not HttpOnly), set beside the HttpOnly
 * refresh cookie with the same lifetime and cleared with it. It holds no secret, only that a session
 * may be there to restore: without it the app sends no refresh, which could only answer 401 (an
 * error in the console of every signed-out visit). src/platform/earlyStart/earlyStart.ts names it
 * too (it imports nothing); a test keeps the two the same.
 */
export const SIGNED_IN_COOKIE = 'mya_signed_in';

export const TokenClaims = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.email(),
  idp_type: z.string().check(z.minLength(1)),
  idp_sub: z.string().check(z.minLength(1)),
  amr: z.array(z.string()),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

export const isBusinessUser = (claims: Pick<TokenClaims, 'amr'>) => claims.amr.includes(BUSINESS_AUTH_METHOD);

/** What the session endpoint hands the app: a short-lived access token, kept in memory only. */
export const Session = z.object({
  accessToken: z.string().check(z.minLength(1)),
  /** epoch milliseconds */
  expiresAt: z.number().check(z.int(), z.positive()),
  claims: TokenClaims,
});
export type Session = z.infer<typeof Session>;

export const TokenRequest = z.object({
  code: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
  iss: z.optional(z.string()),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.extend(Session, { returnTo: z.string().check(z.startsWith('/')) });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const LogoutRequest = z.object({ returnTo: z.optional(z.string().check(z.startsWith('/'))) });
export const LogoutResponse = z.object({ endSessionUrl: z.url() });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors } from 'oidc-provider';
import type { Account as OidcAccount, Configuration, Grant, KoaContextWithOIDC } from 'oidc-provider';
import { BUSINESS_AUTH_METHOD } from '@schemas/session';
import { findAccountById } from '../db/accounts';
import type { Account } from '../db/accounts';
import type { Db } from '../db/db';
import { providerHeaders } from '../http/security-headers';
import { createDbAdapterFactory } from './adapter';
import type { OriginTable } from './hosts';
import type { IdentityKeys } from './keys';
import { AUTO_SUBMIT_SCRIPT, escapeHtml, page } from './html';

export const OIDC_PREFIX = '/oidc';
export const LOGIN_PREFIX = '/oidc-login';
export const CLIENT_ID = 'my-account';
/** The audience of every access token: the sandbox's (and the retailer's) APIs. */
export const API_AUDIENCE = 'urn:my-account:api';
export const SCOPE = 'openid email offline_access';
/** Scopes the API resource server knows (what an access token's `scope` can carry). */
const API_SCOPE = 'openid email';
export const ACCESS_TOKEN_TTL = 10 * 60;
export const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60;

export const issuerFor = (port: number) => `http://localhost:${port}${OIDC_PREFIX}`;

/** The authentication methods of an account: password, plus 'b2b' for business accounts. */
export const amrFor = (account: Pick<Account, 'accountType'>): string[] =>
  account.accountType === 'business' ? ['pwd', BUSINESS_AUTH_METHOD] : ['pwd'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account behind a subject, or null (also for a subject that is not an account id at all). */
export async function accountFor(db: Db, sub: string): Promise<Account | null> {
  return UUID.test(sub) ? findAccountById(db, sub) : null;
}

/**
 * The first-party grant: every sign-in of `my-account` gets all of its scopes without a consent
 * screen. An existing grant of the same account is reused (so one sign-out ends it everywhere).
 */
export async function firstPartyGrant(
  ctx: KoaContextWithOIDC,
  accountId: string,
  clientId: string,
  existingGrantId: string | undefined,
): Promise<Grant> {
  const { Grant } = ctx.oidc.provider;
  let grant = existingGrantId ? await Grant.find(existingGrantId) : undefined;
  if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
    grant = new Grant({ accountId, clientId });
  }
  grantFirstPartyScopes(grant);
  await grant.save();
  return grant;
}

/** Everything `my-account` may ask for: the OIDC scopes and the API's scopes. */
export function grantFirstPartyScopes(grant: Grant): void {
  grant.addOIDCScope(SCOPE);
  grant.addResourceScope(API_AUDIENCE, API_SCOPE);
}

const logoutPage = (form: string) =>
  page({
    title: 'Signing out',
    body: `<h1>Signing out…</h1>
      <p>You are being signed out.</p>
      ${form.replace(
        '</form>',
        '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Continue signing out</button></noscript></form>',
      )}
      <script>${AUTO_SUBMIT_SCRIPT}</script>`,
  });

export interface ProviderDeps {
  issuer: string;
  db: Db;
  keys: IdentityKeys;
  origins: OriginTable;
}

/** The OpenID Connect provider (configuration as in docs/CONTRACTS.md, "Sign-in and the session endpoint"). */
export function createProvider({ issuer, db, keys, origins }: ProviderDeps): Provider {
  const configuration: Configuration = {
    adapter: createDbAdapterFactory(db),
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: keys.clientSecret,
        client_name: 'My Account',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.redirectUris,
        post_logout_redirect_uris: origins.postLogoutRedirectUris,
        token_endpoint_auth_method: 'client_secret_basic',
        scope: SCOPE,
      },
    ],
    jwks: { keys: keys.signingKeys },
    cookies: {
      keys: keys.cookieKeys,
      names: { session: 'op_session', interaction: 'op_interaction', resume: 'op_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'email', 'offline_access'],
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub', 'idp_type', 'idp_sub'],
      email: ['email'],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub): Promise<OidcAccount | undefined> {
      const account = await accountFor(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, email: account.email, idp_type: account.idpType, idp_sub: account.id }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accountFor(db, token.accountId);
      if (!account) return undefined;
      // sid: the sign-in (the grant) the token belongs to; sign-out ends it, and with it the token
      return { email: account.email, idp_type: account.idpType, idp_sub: account.id, amr: amrFor(account), sid: token.grantId };
    },
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !session || !accountId) return undefined;
      return firstPartyGrant(ctx, accountId, client.clientId, result?.consent?.grantId ?? session.grantIdFor(client.clientId));
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The refresh cookie is the session: tokens do not die with the provider's browser session.
    expiresWithSession: () => false,
    pkce: { required: () => true },
    // CORS on the provider's endpoints (/oidc/token, discovery, jwks): only the app's own origins.
    clientBasedCORS: (_ctx, origin) => origins.origins.includes(origin),
    interactions: { url: (_ctx, interaction) => `${LOGIN_PREFIX}/${interaction.uid}` },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      RefreshToken: REFRESH_TOKEN_TTL,
      Grant: REFRESH_TOKEN_TTL,
      Session: REFRESH_TOKEN_TTL,
      Interaction: 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      introspection: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        // First-party sign-out: no "Do you want to sign out?" page; the form posts itself.
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = page({ title: 'Signed out', body: '<h1>Signed out</h1><p>You have been signed out.</p>' });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      const description = typeof out.error_description === 'string' ? out.error_description : out.error;
      ctx.body = page({
        title: 'Sign-in problem',
        body: `<h1>Something went wrong</h1>
          <p role="alert">${escapeHtml(description)}</p>
          <p>Go back to the shop and try signing in again.</p>`,
      });
    },
  };
  return new Provider(issuer, configuration);
}

/** Makes the response drop every `Access-Control-*` header set on it from now on. */
function withoutCors(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name: string, value: number | string | readonly string[]) =>
    name.toLowerCase().startsWith('access-control-') ? response : setHeader(name, value);
}

/**
 * Mounts the provider under /oidc: a scoped catch-all route that leaves the body unread (the
 * provider parses it) and hands the raw request, prefix stripped, to the provider (PITFALLS.md).
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, allowedOrigins: readonly string[]): Promise<void> {
  const handle = provider.callback();
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc-provider server_error'));
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null, undefined);
    });
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      // CORS only for the app's own origins: the provider's preflights allow any Origin, so a
      // foreign one is answered here (no CORS headers: the browser keeps the answer from the page).
      // `null` (a form post from a no-referrer page, a redirected post) passes, but never with CORS:
      // a sandboxed frame or a data: page sends `null` too, and must not read what the provider
      // answers (its preflight gets none, its answer loses the provider's CORS headers).
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== 'null' && !allowedOrigins.includes(origin)) {
        return reply
          .code(request.method === 'OPTIONS' ? 204 : 403)
          .send(request.method === 'OPTIONS' ? undefined : { message: 'Origin not allowed' });
      }
      if (origin === 'null' && request.method === 'OPTIONS') return reply.code(204).send();
      reply.hijack();
      const raw = request.raw;
      const originalUrl = raw.url ?? OIDC_PREFIX;
      const rest = originalUrl.slice(OIDC_PREFIX.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      Object.assign(raw, { originalUrl });
      if (origin === 'null') {
        delete raw.headers.origin;
        withoutCors(reply.raw);
      }
      // The provider writes the response itself, past Fastify's onSend hooks.
      for (const [name, value] of Object.entries(providerHeaders())) reply.raw.setHeader(name, value);
      await handle(raw, reply.raw);
    };
    scope.all(OIDC_PREFIX, forward);
    scope.all(`${OIDC_PREFIX}/*`, forward);
  });
}

/**
 * Minimal typings for oidc-provider 9 (the package ships none): only what sandbox/identity uses.
 * Shapes follow node_modules/oidc-provider/lib (helpers/defaults.js, provider.js, models/).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What an adapter stores and returns; oidc-provider reads the fields it knows. */
  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    /** epoch seconds, set once consumed */
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterFactory = (model: string) => Adapter;

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    token_endpoint_auth_method?: string;
    scope?: string;
    client_name?: string;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<AccountClaims> | AccountClaims;
  }

  export interface Grant {
    readonly jti: string;
    readonly accountId: string | undefined;
    readonly clientId: string | undefined;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Session {
    readonly accountId: string | undefined;
    grantIdFor(clientId: string): string | undefined;
  }

  /** The token handed to extraTokenClaims and to the revocation policy. */
  export interface IssuedToken {
    readonly kind: string;
    readonly accountId?: string;
    readonly clientId?: string;
    /** the grant (sign-in) the token was issued under */
    readonly grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; amr?: string[]; acr?: string; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    [key: string]: unknown;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    readonly client?: Client;
    readonly session?: Session;
    readonly result?: InteractionResults;
    readonly params?: Record<string, unknown>;
  }

  /** The Koa context oidc-provider hands to configuration functions (only what is used here). */
  export interface KoaContextWithOIDC {
    readonly oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    readonly host: string;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
    [key: string]: unknown;
  }

  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    readonly params: Record<string, unknown>;
    readonly session?: { accountId?: string; uid?: string };
    readonly grantId?: string;
    readonly lastSubmission?: InteractionResults;
  }

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    secure?: boolean;
    path?: string;
  }

  export type TtlFunction = (ctx: KoaContextWithOIDC, token: unknown, client: Client) => number;

  export interface Configuration {
    adapter?: AdapterFactory;
    clients?: ClientMetadata[];
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: CookieOptions;
      short?: CookieOptions;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    /** whether a CORS request from this origin may read the answer (default: any origin) */
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: IssuedToken) => Promise<Record<string, unknown> | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: unknown) => Promise<boolean> | boolean;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => Promise<boolean> | boolean);
    expiresWithSession?: (ctx: KoaContextWithOIDC, code: unknown) => Promise<boolean> | boolean;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string };
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
    ttl?: Record<string, number | TtlFunction>;
    features?: {
      devInteractions?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      introspection?: { enabled: boolean };
      revocation?: {
        enabled: boolean;
        allowedPolicy?: (ctx: KoaContextWithOIDC, client: Client, token: IssuedToken) => Promise<boolean> | boolean;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void> | void;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void> | void;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined> | string | string[] | undefined;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean> | boolean;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServerInfo> | ResourceServerInfo;
      };
    };
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  export class OIDCProviderError extends Error {
    constructor(status: number, message: string);
    readonly status: number;
    readonly error: string;
    readonly error_description?: string;
  }

  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    InvalidTarget: new (description?: string) => OIDCProviderError;
    SessionNotFound: new (description?: string) => OIDCProviderError;
  };

  export default Provider;
}

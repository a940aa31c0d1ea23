// The API edge: one ky instance per service, the bearer token from the auth actor, retries for
// idempotent GETs only, one renewal on 401 (DECISIONS 2), and every response parsed with its zod
// schema. The error model of spec S0 §8 lives here: HttpError, NetworkError, ParseError. Also the
// vocabulary every client defines its API with (defineApi over ServiceClients; registry.ts lists them).
import type { AppConfig } from '@schemas/config';
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SendMethod = Exclude<HttpMethod, 'GET'>;

/** i18n key of the text shown when a fetch failed with no response at all (DECISIONS 27). */
export const REQUEST_FAILURE_KEY = 'errors.requestFailure';
/** Message of every ParseError (spec S0 §8). */
export const PARSE_ERROR_MESSAGE = 'Failed to parse response!';

/** The path part of a URL, for messages: `/api/customer/customers/me`. */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** A non-2xx answer: holds the response text, status and url (spec S0 §8). */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly method: string;
  readonly status: number;
  /** the response body as text */
  readonly text: string;
  readonly url: string;

  constructor(init: { method: string; status: number; text: string; url: string }) {
    super(`${init.method} ${pathOf(init.url)} failed with ${init.status}`);
    this.method = init.method;
    this.status = init.status;
    this.text = init.text;
    this.url = init.url;
  }
}

/** The fetch failed with no response (offline, DNS, refused, timeout). Shown as 'Request failure'. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly method: string;
  readonly url: string;
  readonly timedOut: boolean;
  /** i18n key for the user: 'Request failure' (DECISIONS 27) */
  readonly userMessageKey = REQUEST_FAILURE_KEY;

  constructor(init: { method: string; url: string; cause: unknown; timeoutMs?: number }) {
    const why = init.timeoutMs === undefined ? 'no response' : `no response within ${init.timeoutMs} ms`;
    super(`${init.method} ${pathOf(init.url)} failed: ${why}`, { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
    this.timedOut = init.timeoutMs !== undefined;
  }
}

export type ParseIssues = z.core.$ZodIssue[];

/** A body that is not JSON or that the schema rejects. The issues are for logging, not for users. */
export class ParseError extends Error {
  override name = 'ParseError';
  readonly method: string;
  readonly url: string;
  readonly issues: ParseIssues;

  constructor(init: { method: string; url: string; issues: ParseIssues; cause?: unknown }) {
    super(PARSE_ERROR_MESSAGE, init.cause === undefined ? undefined : { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
    this.issues = init.issues;
  }
}

export type ApiError = HttpError | NetworkError | ParseError;

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.status === status);

/** The i18n key a view should show for an error, when the error model names one. */
export function userMessageKeyOf(error: unknown): string | null {
  return error instanceof NetworkError ? error.userMessageKey : null;
}

/** A one-line message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Details for logs and the error reporter (never for users): status and body, zod issues, cause. */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof HttpError) return `${error.method} ${error.url} → ${error.status}: ${error.text.slice(0, 2000)}`;
  if (error instanceof ParseError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.method} ${error.url}: ${issues || 'invalid JSON'}${cause}`;
  }
  if (error instanceof NetworkError)
    return error.cause instanceof Error ? `${error.method} ${error.url}: ${error.cause.message}` : `${error.method} ${error.url}`;
  if (error instanceof Error) return error.stack;
  return undefined;
}

/** What the API client needs from the auth actor (src/platform/auth). */
export interface AccessTokenSource {
  getAccessToken(): string | null;
  /** Renews the access token (one shared POST /session/refresh); rejects when the session is gone. */
  renewAccessToken(): Promise<string>;
}

export interface ServiceClientOptions {
  /** base URL from config.json, absolute or relative to the app origin (`/api/customer`) */
  baseUrl: string;
  auth?: AccessTokenSource;
  timeoutMs: number;
  /** origin that a relative baseUrl is resolved against; defaults to window.location.origin */
  origin?: string;
  /** retries of an idempotent GET on 5xx or no response; default 2 */
  retryLimit?: number;
  /** first retry delay in ms, doubled per retry; default 300 */
  retryDelayMs?: number;
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

export type SearchParams = Record<string, string | number | boolean | undefined> | URLSearchParams;

export interface RequestOptions {
  searchParams?: SearchParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ServiceClient {
  /** the absolute base URL, ending in '/' */
  readonly baseUrl: string;
  /** GET and parse with the schema. */
  get<S extends z.core.$ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** POST/PUT/PATCH/DELETE with an optional JSON body; parses the answer when a schema is given. */
  send<S extends z.core.$ZodType>(
    method: SendMethod,
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  send(method: SendMethod, path: string, body?: unknown, schema?: undefined, options?: RequestOptions): Promise<void>;
  /** The raw successful response (for blobs); errors as in the error model. */
  request(method: HttpMethod, path: string, options?: RequestOptions & { body?: unknown }): Promise<Response>;
  /**
   * GET of an absolute URL the service handed out (a photo's original on its media host): the raw
   * successful response, the error model and the retries of any GET, but no base URL and no bearer
   * token (the URL is the access, as for an <img>).
   */
  getFile(url: string, options?: FileRequestOptions): Promise<Response>;
}

export interface FileRequestOptions extends RequestOptions {
  cache?: RequestCache;
}

/** A service of config.json's `services`, by its key. */
export type ServiceName = keyof AppConfig['services'];

/** The clients an API is made from (src/platform/services gives them, bound to config and token). */
export interface ServiceClients {
  /** a client for any service of config.services, with the token and the error model */
  client(service: ServiceName): ServiceClient;
  /** a client that carries no token (the mail gateway: the opt-in confirmation page is public) */
  publicClient(service: ServiceName): ServiceClient;
}

/**
 * A service API as the services make it: its name (the key of the API in `Apis` and of its fake in
 * tests) and its factory from the service clients. Each is written once, beside its client.
 */
export interface ApiDefinition<Name extends string, Api> {
  readonly name: Name;
  readonly make: (clients: ServiceClients) => Api;
}

/** Defines a client's API: `defineApi('orders', ({ client }) => createOrdersApi(client('orders')))`. */
export function defineApi<Name extends string, Api>(name: Name, make: (clients: ServiceClients) => Api): ApiDefinition<Name, Api> {
  return { name, make };
}

/** Resolves a base URL against the origin when it is relative; always ends in '/'. */
export function resolveBaseUrl(baseUrl: string, origin?: string): string {
  const base = origin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  let absolute: string;
  try {
    absolute = new URL(baseUrl, base).href;
  } catch {
    throw new Error(`Cannot resolve service URL '${baseUrl}'${base ? ` against '${base}'` : ' without an origin'}`);
  }
  return absolute.endsWith('/') ? absolute : `${absolute}/`;
}

const RETRY_STATUS_CODES = [500, 502, 503, 504];

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  (signal?.aborted ?? false) || (error instanceof Error && error.name === 'AbortError');

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const baseUrl = resolveBaseUrl(options.baseUrl, options.origin);
  const retryDelayMs = options.retryDelayMs ?? 300;
  const instance: KyInstance = ky.create({
    prefixUrl: baseUrl,
    timeout: options.timeoutMs,
    credentials: options.credentials ?? 'same-origin',
    // 401 comes back as a response so that it can renew once and retry once (DECISIONS 2).
    throwHttpErrors: (status) => status !== 401,
    retry: {
      limit: options.retryLimit ?? 2,
      methods: ['get'],
      statusCodes: RETRY_STATUS_CODES,
      afterStatusCodes: [503],
      maxRetryAfter: Math.min(options.timeoutMs, 5_000),
      delay: (attempt) => retryDelayMs * 2 ** (attempt - 1),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const relative = (path: string) => path.replace(/^\/+/, '');

  async function attempt(
    method: HttpMethod,
    path: string,
    init: FileRequestOptions & { body?: unknown },
    token: string | null,
    file = false,
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const url = file ? path : new URL(relative(path), baseUrl).href;
    try {
      return await instance(file ? path : relative(path), {
        method,
        headers,
        // a file's absolute URL: no base URL, and a 401 is an error like any other (no token to renew)
        ...(file ? { prefixUrl: '', throwHttpErrors: true } : {}),
        ...(init.cache ? { cache: init.cache } : {}),
        // no body → no content type: Fastify answers 400 to application/json with an empty body
        ...(init.body === undefined ? {} : { json: init.body }),
        ...(init.searchParams ? { searchParams: init.searchParams } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (error) {
      if (error instanceof HTTPError) {
        const text = await error.response.text().catch(() => '');
        throw new HttpError({ method, status: error.response.status, text, url: error.response.url || url });
      }
      if (isAbort(error, init.signal)) throw error;
      if (error instanceof TimeoutError) throw new NetworkError({ method, url, cause: error, timeoutMs: options.timeoutMs });
      throw new NetworkError({ method, url, cause: error });
    }
  }

  async function request(method: HttpMethod, path: string, init: RequestOptions & { body?: unknown } = {}): Promise<Response> {
    let response = await attempt(method, path, init, options.auth?.getAccessToken() ?? null);
    if (response.status === 401 && options.auth) {
      // renew once, retry once; a second 401 is an HttpError like any other
      let renewed: string | null = null;
      try {
        renewed = await options.auth.renewAccessToken();
      } catch {
        renewed = null;
      }
      if (renewed !== null) {
        await response.body?.cancel().catch(() => undefined);
        response = await attempt(method, path, init, renewed);
      }
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new HttpError({ method, status: response.status, text, url: response.url || new URL(relative(path), baseUrl).href });
    }
    return response;
  }

  async function parse<S extends z.core.$ZodType>(method: HttpMethod, response: Response, schema: S): Promise<z.output<S>> {
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      throw new ParseError({ method, url: response.url, issues: [], cause: error });
    }
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ParseError({ method, url: response.url, issues: result.error.issues, cause: result.error });
    return result.data;
  }

  async function get<S extends z.core.$ZodType>(path: string, schema: S, init?: RequestOptions): Promise<z.output<S>> {
    const response = await request('GET', path, init);
    return parse('GET', response, schema);
  }

  function send<S extends z.core.$ZodType>(
    method: SendMethod,
    path: string,
    body: unknown,
    schema: S,
    init?: RequestOptions,
  ): Promise<z.output<S>>;
  function send(method: SendMethod, path: string, body?: unknown, schema?: undefined, init?: RequestOptions): Promise<void>;
  async function send<S extends z.core.$ZodType>(
    method: SendMethod,
    path: string,
    body?: unknown,
    schema?: S,
    init?: RequestOptions,
  ): Promise<z.output<S> | void> {
    const response = await request(method, path, { ...init, body });
    if (schema === undefined) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    return parse(method, response, schema);
  }

  const getFile = (url: string, init: FileRequestOptions = {}) => attempt('GET', url, init, null, true);

  return { baseUrl, get, send, request, getFile };
}

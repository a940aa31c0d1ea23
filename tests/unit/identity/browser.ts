import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';

/**
 * A tiny browser for the sign-in tests: node:http (fetch cannot set Host, and Node cannot resolve
 * `*.localhost`), every request goes to 127.0.0.1 with the URL's host in the Host header, and a
 * cookie jar that honours Domain, Path and Max-Age like Chromium does on `.localhost` hosts.
 */

export interface StoredCookie {
  name: string;
  value: string;
  /** the Domain attribute, or the request host for a host-only cookie */
  domain: string;
  hostOnly: boolean;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
  maxAge: number | undefined;
}

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  setCookies: string[];
  body: string;
  location: string | undefined;
  json(): unknown;
}

export function parseSetCookie(header: string, requestHost: string): StoredCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const cookie: StoredCookie = {
    name: pair.slice(0, eq),
    value: decodeURIComponent(pair.slice(eq + 1)),
    domain: requestHost,
    hostOnly: true,
    path: '/',
    httpOnly: false,
    secure: false,
    sameSite: undefined,
    maxAge: undefined,
  };
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.toLowerCase();
    const value = rest.join('=');
    if (key === 'domain') {
      cookie.domain = value.replace(/^\./, '').toLowerCase();
      cookie.hostOnly = false;
    } else if (key === 'path') cookie.path = value;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite') cookie.sameSite = value;
    else if (key === 'max-age') cookie.maxAge = Number(value);
  }
  return cookie;
}

export class Browser {
  readonly cookies: StoredCookie[] = [];

  constructor(readonly port: number) {}

  private matches(cookie: StoredCookie, url: URL): boolean {
    const host = url.hostname.toLowerCase();
    const domainOk = cookie.hostOnly ? host === cookie.domain : host === cookie.domain || host.endsWith(`.${cookie.domain}`);
    const pathOk = url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`);
    return domainOk && pathOk;
  }

  cookieHeader(url: URL): string {
    return this.cookies
      .filter((cookie) => this.matches(cookie, url))
      .map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`)
      .join('; ');
  }

  /** The cookie a request to `url` would carry under `name`. */
  cookie(url: string, name: string): StoredCookie | undefined {
    return this.cookies.find((cookie) => cookie.name === name && this.matches(cookie, new URL(url)));
  }

  store(setCookie: string, requestHost: string) {
    const cookie = parseSetCookie(setCookie, requestHost);
    if (!cookie.hostOnly && requestHost !== cookie.domain && !requestHost.endsWith(`.${cookie.domain}`)) {
      throw new Error(`${requestHost} may not set a cookie for Domain=${cookie.domain}`);
    }
    const index = this.cookies.findIndex(
      (c) => c.name === cookie.name && c.domain === cookie.domain && c.path === cookie.path && c.hostOnly === cookie.hostOnly,
    );
    if (index >= 0) this.cookies.splice(index, 1);
    if (cookie.maxAge === undefined || cookie.maxAge > 0) this.cookies.push(cookie);
  }

  async request(
    method: string,
    target: string,
    options: { body?: string; headers?: Record<string, string>; cookies?: boolean } = {},
  ): Promise<Response> {
    const url = new URL(target);
    const headers: Record<string, string> = { host: url.host, ...options.headers };
    const cookie = options.cookies === false ? '' : this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const response = await new Promise<Response>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: this.port, method, path: url.pathname + url.search, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            const setCookie = res.headers['set-cookie'] ?? [];
            const location = typeof res.headers.location === 'string' ? new URL(res.headers.location, url).href : undefined;
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              setCookies: setCookie,
              body,
              location,
              json: () => JSON.parse(body) as unknown,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (options.body !== undefined) req.write(options.body);
      req.end();
    });
    if (options.cookies !== false) for (const setCookie of response.setCookies) this.store(setCookie, url.hostname.toLowerCase());
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }

  postForm(url: string, fields: Record<string, string>) {
    return this.request('POST', url, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  postJson(url: string, value: unknown) {
    return this.request('POST', url, { body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
  }

  /** A POST with no body and no content type (how the app calls /session/refresh). */
  postEmpty(url: string) {
    return this.request('POST', url);
  }

  /** Follows redirects from `url` until `stop(url)` or a non-redirect answer. */
  async follow(url: string, stop: (url: string) => boolean = () => false): Promise<{ response: Response | null; url: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      if (stop(current)) return { response: null, url: current };
      const response = await this.get(current);
      if (response.status < 300 || response.status >= 400 || !response.location) return { response, url: current };
      current = response.location;
    }
    throw new Error(`Too many redirects from ${url}`);
  }
}

/** A free TCP port on 127.0.0.1 (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The value of `name="…" value="…"` in a page (hidden inputs). */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

export function formAction(html: string): string | undefined {
  return /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
}

import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogoutResponse, Session } from '@schemas/session';
import type { Account } from '../../../sandbox/db/accounts';
import type { Db } from '../../../sandbox/db/db';
import { Browser, formAction, inputValue } from './browser';
import { freshDb, newAccount, PASSWORD, signIn, startIdentity } from './harness';
import type { Running } from './harness';

let db: Db;
let server: Running;
let consumer: Account;
let business: Account;
let brand: string;

beforeAll(async () => {
  db = await freshDb();
  consumer = await newAccount(db, 'consumer');
  business = await newAccount(db, 'business');
  server = await startIdentity(db);
  brand = `http://my.albelli.nl.localhost:${server.port}`;
}, 60_000);

afterAll(async () => {
  await server.close();
  await db.close();
});

describe('sign-in page and code flow', () => {
  it('walks login → provider → sign-in page → callback → session, with a refresh cookie on the parent domain', async () => {
    const browser = new Browser(server.port);
    const start = await browser.get(`${brand}/session/login?returnTo=${encodeURIComponent('/orders?page=2')}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.location ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${server.issuer}/auth`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${brand}/auth/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe('my-account');
    const txn = browser.cookie(`${brand}/session/token`, 'mya_txn');
    expect(txn).toMatchObject({ hostOnly: true, path: '/session', httpOnly: true });
    expect(txn?.maxAge).toBe(600);

    // The provider sends the browser to its sign-in page.
    const { response: page, url: pageUrl } = await browser.follow(start.location ?? '');
    expect(new URL(pageUrl).pathname).toMatch(/^\/oidc-login\/[\w-]+$/);
    expect(page?.status).toBe(200);
    const html = page?.body ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in</title>');
    expect(html).toMatch(/<main>[\s\S]*<h1>Sign in<\/h1>/);
    expect(html).toContain('<label for="email">E-mail address</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('Sandbox sign-in — demo accounts use password demo1234');
    expect(html).not.toContain('role="alert"');

    // Wrong password: 401, the alert, the e-mail kept (escaped).
    const typed = `"><script>alert(1)</script>${consumer.email}`;
    const wrong = await browser.postForm(pageUrl, { email: typed, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('<div class="alert" role="alert" id="sign-in-error">Incorrect e-mail address or password</div>');
    expect(wrong.body).not.toContain('<script>alert(1)');
    expect(wrong.body).toContain(`value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;${consumer.email}"`);
    const wrongPassword = await browser.postForm(pageUrl, { email: consumer.email, password: 'wrong-password' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toContain('Incorrect e-mail address or password');
    expect(wrongPassword.body).toContain(`value="${consumer.email}"`);

    // Right pair: back to the provider, then to the brand's callback with code, state and iss.
    const right = await browser.postForm(pageUrl, { email: consumer.email, password: PASSWORD });
    expect(right.status).toBe(303);
    const { url: callback } = await browser.follow(right.location ?? '', (url) => url.startsWith(`${brand}/auth/callback`));
    const params = new URL(callback).searchParams;
    expect(params.get('state')).toBe(authorize.searchParams.get('state'));
    expect(params.get('iss')).toBe(server.issuer);

    // A wrong state is refused and keeps the transaction.
    const badState = await browser.postJson(`${brand}/session/token`, { code: params.get('code'), state: 'forged' });
    expect(badState.status).toBe(400);
    expect(badState.json()).toEqual({ message: expect.any(String) });

    const token = await browser.postJson(`${brand}/session/token`, {
      code: params.get('code'),
      state: params.get('state'),
      iss: params.get('iss'),
    });
    expect(token.status, token.body).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const body = token.json();
    expect(body).toMatchObject({
      returnTo: '/orders?page=2',
      claims: { sub: consumer.id, email: consumer.email, idp_type: 'albelli', idp_sub: consumer.id, amr: ['pwd'] },
    });
    const session = Session.parse(body);
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 590_000);
    expect(session.expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);

    // The access token is a JWT for the API, with the same claims.
    expect(decodeProtectedHeader(session.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const payload = decodeJwt(session.accessToken);
    expect(payload).toMatchObject({ iss: server.issuer, aud: 'urn:my-account:api', sub: consumer.id, amr: ['pwd'] });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
    await expect(server.identity.verifyAccessToken(session.accessToken)).resolves.toEqual(session.claims);

    // Cookies: refresh on the parent domain, HttpOnly, Secure, Lax, /session; transaction gone.
    const refreshHeader = token.setCookies.find((c) => c.startsWith('mya_refresh='));
    expect(refreshHeader).toMatch(/; Domain=albelli\.nl\.localhost; Path=\/session; HttpOnly; Secure; SameSite=Lax$/);
    expect(refreshHeader).toMatch(/Max-Age=1209600/);
    expect(token.setCookies.some((c) => c.startsWith('mya_txn=;') && c.includes('Max-Age=0'))).toBe(true);
    expect(browser.cookie(`${brand}/session/token`, 'mya_txn')).toBeUndefined();
    // The parent-domain cookie reaches a sibling host of the brand.
    expect(browser.cookie(`http://shop.albelli.nl.localhost:${server.port}/session/refresh`, 'mya_refresh')).toBeDefined();
    expect(token.setCookies.some((c) => c.startsWith('mya_idt=') && c.includes('HttpOnly'))).toBe(true);
    // The session marker: for every page of the brand (Path=/), readable by them (not HttpOnly), the
    // refresh cookie's lifetime, holding no secret.
    expect(token.setCookies.find((c) => c.startsWith('mya_signed_in='))).toBe(
      'mya_signed_in=1; Max-Age=1209600; Domain=albelli.nl.localhost; Path=/; Secure; SameSite=Lax',
    );
    expect(browser.cookie(`${brand}/orders`, 'mya_signed_in')?.value).toBe('1');
    // Nothing token-like in any URL we were sent to, except the code.
    expect(callback).not.toMatch(/access_token|refresh_token|id_token/);
  });

  it('gives business accounts b2b in amr, in the session and the access token', async () => {
    const browser = new Browser(server.port);
    const { session } = await signIn(browser, brand, business.email);
    expect(session.claims.amr).toEqual(['pwd', 'b2b']);
    expect(decodeJwt(session.accessToken).amr).toEqual(['pwd', 'b2b']);
    const claims = await server.identity.verifyAccessToken(session.accessToken);
    expect(claims).toEqual({ sub: business.id, email: business.email, idp_type: 'albelli', idp_sub: business.id, amr: ['pwd', 'b2b'] });
  });

  it('keeps the refresh cookie host-only on localhost and 127.0.0.1', async () => {
    for (const origin of [`http://localhost:${server.port}`, `http://127.0.0.1:${server.port}`]) {
      const browser = new Browser(server.port);
      const { response, session } = await signIn(browser, origin, consumer.email, '/settings');
      expect(session.returnTo).toBe('/settings');
      const refresh = response.setCookies.find((c) => c.startsWith('mya_refresh='));
      expect(refresh).toBeDefined();
      expect(refresh).not.toContain('Domain=');
      expect(refresh).toContain('Path=/session; HttpOnly; Secure; SameSite=Lax');
    }
  });

  it('signs in once for all brands (single sign-on at the one issuer)', async () => {
    const browser = new Browser(server.port);
    const first = await signIn(browser, brand, consumer.email);
    expect(first.sawSignInPage).toBe(true);
    const other = await signIn(browser, `http://my.bonusprint.co.uk.localhost:${server.port}`, consumer.email);
    expect(other.sawSignInPage).toBe(false);
    expect(other.session.claims.sub).toBe(consumer.id);
  });

  it('refuses unknown hosts and unsafe returnTo values', async () => {
    const browser = new Browser(server.port);
    const unknown = await browser.get(`http://evil.example.localhost:${server.port}/session/login`);
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
    const otherPort = await browser.get(`http://localhost:1/session/login`);
    expect(otherPort.status).toBe(400);

    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'orders']) {
      const start = await browser.get(`${brand}/session/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(start.status).toBe(302);
    }
    // The last transaction wins; its returnTo fell back to '/'.
    const { url } = await browser.follow(
      (await browser.get(`${brand}/session/login?returnTo=${encodeURIComponent('//evil.example/x')}`)).location ?? '',
    );
    const signedIn = await browser.postForm(url, { email: consumer.email, password: PASSWORD });
    const { url: callback } = await browser.follow(signedIn.location ?? '', (u) => u.startsWith(`${brand}/auth/callback`));
    const params = new URL(callback).searchParams;
    const token = await browser.postJson(`${brand}/session/token`, { code: params.get('code'), state: params.get('state') });
    expect(token.status, token.body).toBe(200);
    expect(token.json()).toMatchObject({ returnTo: '/' });
  });

  it('answers 400 to a token request without a transaction or with a bad body, and 403 cross-origin', async () => {
    const browser = new Browser(server.port);
    const none = await browser.postJson(`${brand}/session/token`, { code: 'x', state: 'y' });
    expect(none.status).toBe(400);
    const bad = await browser.postJson(`${brand}/session/token`, { code: 1 });
    expect(bad.status).toBe(400);
    const notJson = await browser.request('POST', `${brand}/session/token`, {
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json()).toEqual({ message: expect.any(String) });
    const cross = await browser.request('POST', `${brand}/session/refresh`, { headers: { origin: 'http://evil.example' } });
    expect(cross.status).toBe(403);
  });

  it('shows an expiry page for an unknown or foreign interaction', async () => {
    const browser = new Browser(server.port);
    const page = await browser.get(`http://localhost:${server.port}/oidc-login/not-a-real-uid`);
    expect(page.status).toBe(400);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('This sign-in has expired');
  });
});

describe('refresh', () => {
  it('answers 401 without a cookie (not signed in), and clears the session marker so that the app asks no more', async () => {
    const browser = new Browser(server.port);
    const response = await browser.postEmpty(`${brand}/session/refresh`);
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.setCookies.find((c) => c.startsWith('mya_signed_in='))).toMatch(
      /^mya_signed_in=; Max-Age=0; .*Path=\/; Secure; SameSite=Lax$/,
    );
  });

  it('rotates the refresh token; concurrent refreshes with one token share one result', async () => {
    const browser = new Browser(server.port);
    const { session } = await signIn(browser, brand, consumer.email);
    const first = browser.cookie(`${brand}/session/refresh`, 'mya_refresh')?.value;
    expect(first).toBeDefined();

    const renewed = await browser.postEmpty(`${brand}/session/refresh`);
    expect(renewed.status, renewed.body).toBe(200);
    const next = Session.parse(renewed.json());
    expect(next.claims).toEqual(session.claims);
    expect(next.accessToken).not.toBe(session.accessToken);
    await expect(server.identity.verifyAccessToken(next.accessToken)).resolves.toEqual(session.claims);
    const second = browser.cookie(`${brand}/session/refresh`, 'mya_refresh')?.value;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(renewed.setCookies.find((c) => c.startsWith('mya_refresh='))).toContain('Domain=albelli.nl.localhost');

    // Two tabs refresh at the same moment with the same cookie: both succeed, with the same tokens.
    const [a, b] = await Promise.all([
      browser.request('POST', `${brand}/session/refresh`, { cookies: false, headers: { cookie: `mya_refresh=${second}` } }),
      browser.request('POST', `${brand}/session/refresh`, { cookies: false, headers: { cookie: `mya_refresh=${second}` } }),
    ]);
    expect(a.status, a.body).toBe(200);
    expect(b.status, b.body).toBe(200);
    expect(Session.parse(a.json()).accessToken).toBe(Session.parse(b.json()).accessToken);
    const cookieA = a.setCookies.find((c) => c.startsWith('mya_refresh='));
    expect(cookieA).toBeDefined();
    expect(b.setCookies.find((c) => c.startsWith('mya_refresh='))).toBe(cookieA);
    for (const header of a.setCookies) browser.store(header, new URL(brand).hostname);

    // The shared result keeps the session alive.
    const after = await browser.postEmpty(`${brand}/session/refresh`);
    expect(after.status, after.body).toBe(200);
  });

  it('refuses a rotated (old) refresh token; the provider then ends that sign-in (reuse detection)', async () => {
    const browser = new Browser(server.port);
    await signIn(browser, brand, business.email);
    const old = browser.cookie(`${brand}/session/refresh`, 'mya_refresh')?.value ?? '';
    const renewed = await browser.postEmpty(`${brand}/session/refresh`);
    expect(renewed.status).toBe(200);
    const current = browser.cookie(`${brand}/session/refresh`, 'mya_refresh')?.value ?? '';
    expect(current).not.toBe(old);

    const replay = await browser.request('POST', `${brand}/session/refresh`, {
      cookies: false,
      headers: { cookie: `mya_refresh=${old}` },
    });
    expect(replay.status).toBe(401);
    // A failed refresh never clears the cookie (it may hold a newer token from a winning request).
    expect(replay.setCookies.filter((c) => c.startsWith('mya_refresh='))).toEqual([]);
    // Reuse of a rotated token revokes the whole grant, as oidc-provider does by design.
    const afterReplay = await browser.postEmpty(`${brand}/session/refresh`);
    expect(afterReplay.status).toBe(401);
  });

  it('stops refreshing once the account is deleted', async () => {
    const browser = new Browser(server.port);
    const doomed = await newAccount(db, 'consumer');
    await signIn(browser, brand, doomed.email);
    await db.query('DELETE FROM accounts WHERE id = $1', [doomed.id]);
    const response = await browser.postEmpty(`${brand}/session/refresh`);
    expect(response.status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears the cookies, and ends the provider session without a confirmation page', async () => {
    const browser = new Browser(server.port);
    await signIn(browser, brand, consumer.email);
    const refreshToken = browser.cookie(`${brand}/session/refresh`, 'mya_refresh')?.value ?? '';
    expect(refreshToken).not.toBe('');

    // The app posts with no body and no content type.
    const logout = await browser.postEmpty(`${brand}/session/logout`);
    expect(logout.status, logout.body).toBe(200);
    const { endSessionUrl } = LogoutResponse.parse(logout.json());
    const url = new URL(endSessionUrl);
    expect(url.origin + url.pathname).toBe(`${server.issuer}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${brand}/`);
    expect(url.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(url.searchParams.get('client_id')).toBe('my-account');
    expect(logout.setCookies.find((c) => c.startsWith('mya_refresh='))).toMatch(
      /^mya_refresh=; Max-Age=0; .*Domain=albelli\.nl\.localhost; Path=\/session; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(browser.cookie(`${brand}/session/refresh`, 'mya_refresh')).toBeUndefined();
    expect(browser.cookie(`${brand}/orders`, 'mya_signed_in')).toBeUndefined();

    // Refresh now answers 401, with or without the old token.
    expect((await browser.postEmpty(`${brand}/session/refresh`)).status).toBe(401);
    const revoked = await browser.request('POST', `${brand}/session/refresh`, {
      cookies: false,
      headers: { cookie: `mya_refresh=${refreshToken}` },
    });
    expect(revoked.status).toBe(401);

    // The browser visits the end-session URL: a self-submitting form, no question asked.
    const end = await browser.get(endSessionUrl);
    expect(end.status).toBe(200);
    expect(end.body).toContain('<html lang="en">');
    expect(end.body).not.toContain('Do you want to sign-out');
    expect(end.body).toContain('name="logout" value="yes"');
    const action = formAction(end.body) ?? '';
    const confirm = await browser.postForm(new URL(action, endSessionUrl).href, {
      xsrf: inputValue(end.body, 'xsrf') ?? '',
      logout: 'yes',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.location).toBe(`${brand}/`);

    // The provider session is over: the next sign-in shows the sign-in page again.
    const again = await browser.get(`${brand}/session/login`);
    const { url: next } = await browser.follow(again.location ?? '');
    expect(new URL(next).pathname).toMatch(/^\/oidc-login\//);
  });

  it('returns to /account-deleted when asked, accepts an empty JSON body, refuses other paths', async () => {
    const browser = new Browser(server.port);
    await signIn(browser, brand, consumer.email);
    const deleted = await browser.postJson(`${brand}/session/logout`, { returnTo: '/account-deleted' });
    expect(deleted.status, deleted.body).toBe(200);
    const { endSessionUrl } = LogoutResponse.parse(deleted.json());
    expect(new URL(endSessionUrl).searchParams.get('post_logout_redirect_uri')).toBe(`${brand}/account-deleted`);

    const emptyJson = await browser.request('POST', `${brand}/session/logout`, {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyJson.status).toBe(200);
    const noCookie = LogoutResponse.parse(emptyJson.json());
    expect(new URL(noCookie.endSessionUrl).searchParams.get('id_token_hint')).toBeNull();

    for (const returnTo of ['//evil.example/', '/orders', 'https://evil.example/']) {
      const refused = await browser.postJson(`${brand}/session/logout`, { returnTo });
      expect(refused.status).toBe(400);
      expect(refused.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('verifyAccessToken', () => {
  it('rejects tampered tokens, ID tokens and garbage', async () => {
    const browser = new Browser(server.port);
    const { session, response } = await signIn(browser, brand, consumer.email);
    const [header, payload, signature] = session.accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(session.accessToken), sub: business.id })).toString('base64url');
    await expect(server.identity.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toThrow();
    await expect(server.identity.verifyAccessToken(`${header}.${payload}.${signature?.slice(0, -4)}AAAA`)).rejects.toThrow();
    await expect(server.identity.verifyAccessToken('not-a-jwt')).rejects.toThrow();
    const idToken =
      response.setCookies
        .find((c) => c.startsWith('mya_idt='))
        ?.split(';')[0]
        ?.slice('mya_idt='.length) ?? '';
    expect(idToken).toMatch(/^ey/);
    await expect(server.identity.verifyAccessToken(decodeURIComponent(idToken))).rejects.toThrow();
  });
});

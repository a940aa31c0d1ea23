import { describe, expect, it } from 'vitest';
import { deleteCookie, parseCookies, serializeCookie } from '../../../sandbox/identity/cookies';
import { appOrigins, cookieDomainFor, loadBrandHosts, originTable, sameOriginPath } from '../../../sandbox/identity/hosts';
import { escapeHtml, signInPage } from '../../../sandbox/identity/html';
import { amrFor } from '../../../sandbox/identity/provider';

describe('hosts', () => {
  it('registers every host of config.json under .localhost, plus localhost and 127.0.0.1', () => {
    const hosts = loadBrandHosts();
    expect(hosts).toContain('my.albelli.nl');
    expect(hosts.length).toBeGreaterThanOrEqual(10);
    const table = originTable(hosts, 8080);
    expect(table.redirectUris).toContain('http://my.albelli.nl.localhost:8080/auth/callback');
    expect(table.redirectUris).toContain('http://localhost:8080/auth/callback');
    expect(table.redirectUris).toContain('http://127.0.0.1:8080/auth/callback');
    expect(table.redirectUris).toHaveLength(hosts.length + 2);
    expect(table.postLogoutRedirectUris).toEqual(
      expect.arrayContaining([
        'http://my.albelli.nl.localhost:8080/',
        'http://my.albelli.nl.localhost:8080/account-deleted',
        'http://localhost:8080/change-email-success',
      ]),
    );
    expect(appOrigins(['my.x.com'], 1)).toEqual(['http://my.x.com.localhost:1', 'http://localhost:1', 'http://127.0.0.1:1']);
  });

  it('maps a Host header to its registered origin only', () => {
    const table = originTable(['my.albelli.nl'], 8080);
    expect(table.originForHost('my.albelli.nl.localhost:8080')).toBe('http://my.albelli.nl.localhost:8080');
    expect(table.originForHost('MY.ALBELLI.NL.LOCALHOST:8080')).toBe('http://my.albelli.nl.localhost:8080');
    expect(table.originForHost('localhost:8080')).toBe('http://localhost:8080');
    expect(table.originForHost('my.albelli.nl.localhost:9090')).toBeNull();
    expect(table.originForHost('my.albelli.nl:8080')).toBeNull();
    expect(table.originForHost(undefined)).toBeNull();
  });

  it('puts the refresh cookie on the parent domain from three labels on', () => {
    expect(cookieDomainFor('my.albelli.nl.localhost')).toBe('albelli.nl.localhost');
    expect(cookieDomainFor('my.bonusprint.co.uk.localhost')).toBe('bonusprint.co.uk.localhost');
    expect(cookieDomainFor('localhost')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('albelli.localhost')).toBeUndefined();
  });

  it('accepts only same-origin paths as returnTo', () => {
    const origin = 'http://localhost:8080';
    expect(sameOriginPath('/orders?page=2#top', origin)).toBe('/orders?page=2#top');
    expect(sameOriginPath('/', origin)).toBe('/');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'orders', '', '/a\nb', 42, undefined]) {
      expect(sameOriginPath(bad, origin)).toBeNull();
    }
  });
});

describe('cookies', () => {
  it('serializes with every attribute and deletes with the same scope', () => {
    const options = { domain: 'albelli.nl.localhost', path: '/session', httpOnly: true, secure: true, sameSite: 'Lax' as const };
    expect(serializeCookie('mya_refresh', 'a b', { ...options, maxAge: 60 })).toBe(
      'mya_refresh=a%20b; Max-Age=60; Domain=albelli.nl.localhost; Path=/session; HttpOnly; Secure; SameSite=Lax',
    );
    expect(deleteCookie('mya_refresh', options)).toBe(
      'mya_refresh=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=albelli.nl.localhost; Path=/session; HttpOnly; Secure; SameSite=Lax',
    );
    expect(() => serializeCookie('bad name', 'x', options)).toThrow();
  });

  it('parses a Cookie header (first value wins)', () => {
    const cookies = parseCookies('a=1; mya_refresh=x%20y; a=2; broken; =nothing');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('mya_refresh')).toBe('x y');
    expect(cookies.size).toBe(2);
    expect(parseCookies(undefined).size).toBe(0);
  });
});

describe('sign-in page markup', () => {
  it('escapes what it echoes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = signInPage({ uid: 'u"1', email: '"><img src=x onerror=alert(1)>', error: 'Incorrect e-mail address or password' });
    expect(html).not.toContain('<img');
    expect(html).toContain('action="/oidc-login/u%221"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('gives business accounts b2b in amr', () => {
    expect(amrFor({ accountType: 'consumer' })).toEqual(['pwd']);
    expect(amrFor({ accountType: 'business' })).toEqual(['pwd', 'b2b']);
  });
});

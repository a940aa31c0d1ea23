import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Customer } from '@schemas/customer';
import { SubscriptionConfirmed } from '@schemas/mail';
import { Mailbox, TestAccount } from '@schemas/sandbox';
import type { Db } from '../../../sandbox/db/db';
import { sendMail } from '../../../sandbox/mail/mailbox';
import { bearer, call, startSandboxWithDb } from './harness';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await startSandboxWithDb());
});
afterAll(async () => {
  await app.close();
});

async function testAccount() {
  const { status, body } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: {} });
  expect(status).toBe(201);
  return TestAccount.parse(body);
}

const profile = (email: string) => `/api/mail/api/v1/Profiles/${encodeURIComponent(email)}/subscription`;

async function mailbox() {
  const { status, body } = await call(app, { method: 'GET', url: '/__sandbox/mailbox.json' });
  expect(status).toBe(200);
  return Mailbox.parse(body).mails;
}

async function subscribe(email: string, headers: Record<string, string> = {}, channel = 'albelli-nl') {
  const response = await call(app, { method: 'POST', url: profile(email), headers, payload: { channel } });
  expect(response).toMatchObject({ status: 202, body: {} });
  const mail = (await mailbox()).find((m) => m.to === email && m.kind === 'doubleOptIn');
  if (!mail) throw new Error(`no opt-in mail to ${email}`);
  const url = new URL(mail.link);
  const token = url.searchParams.get('confirmation-token');
  if (!token) throw new Error(`no token in ${mail.link}`);
  return { mail, url, token };
}

const confirm = (email: string, token: string) =>
  call(app, { method: 'GET', url: `${profile(email)}/confirm/${encodeURIComponent(token)}` });

describe('mail gateway: newsletter double opt-in', () => {
  it('mails a link; confirming it sets the customer newsletter flag (no bearer token needed)', async () => {
    const account = await testAccount();
    const before = await call(app, { method: 'GET', url: '/api/customer/customers/me', headers: bearer(account.id) });
    expect(Customer.parse(before.body).newsletter).toBe(false);

    const { mail, url, token } = await subscribe(account.email);
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    expect(url.pathname).toBe('/subscription-confirmation');
    expect(url.searchParams.get('email')).toBe(account.email);
    expect(mail.link).toContain(`email=${encodeURIComponent(account.email)}`);

    const confirmed = await confirm(account.email, token);
    expect(confirmed.status).toBe(200);
    expect(SubscriptionConfirmed.parse(confirmed.body)).toEqual({ subscribed: true });

    const after = await call(app, { method: 'GET', url: '/api/customer/customers/me', headers: bearer(account.id) });
    expect(Customer.parse(after.body).newsletter).toBe(true);

    const reused = await confirm(account.email, token);
    expect(reused.status).toBe(404);
    expect(reused.body).toEqual({ message: expect.any(String) });
  });

  it('lets someone without an account subscribe', async () => {
    const email = `reader-${Date.now()}@example.com`;
    const { token } = await subscribe(email);
    expect((await confirm(email, token)).status).toBe(200);
    const { rows } = await db.query<{ confirmed: boolean }>(
      'SELECT confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ confirmed: true }]);
  });

  it('answers 404 for a token of another e-mail, an unknown token and an expired one', async () => {
    const email = `other-${Date.now()}@example.com`;
    const { token } = await subscribe(email);
    expect((await confirm('someone-else@example.com', token)).status).toBe(404);
    expect((await confirm(email, 'not-a-token')).status).toBe(404);

    const expired = await call(app, { method: 'POST', url: '/__sandbox/tokens/expire', payload: { email } });
    expect(expired).toMatchObject({ status: 200, body: { expired: 1 } });
    expect((await confirm(email, token)).status).toBe(404);
    const { rows } = await db.query<{ confirmed: boolean }>(
      'SELECT confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ confirmed: false }]);
  });

  it('answers 400 {message} for an invalid address or a body without channel', async () => {
    const badEmail = await call(app, { method: 'POST', url: profile('nope'), payload: { channel: 'albelli-nl' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ message: expect.stringContaining('email') });
    const noChannel = await call(app, { method: 'POST', url: profile('a@example.com'), payload: {} });
    expect(noChannel.status).toBe(400);
    expect(noChannel.body).toEqual({ message: expect.stringContaining('channel') });
  });
});

describe('confirmation links point at the brand host the request came from', () => {
  it('maps the channel to its host on the request port for a brand host origin', async () => {
    const { url } = await subscribe(`brand-${Date.now()}@example.com`, { origin: 'http://my.resnap.nl.localhost:8311' }, 'resnap-uk');
    expect(url.origin).toBe('http://my.resnap.co.uk.localhost:8311');
  });

  it('uses the Host header when there is no Origin header, and the request host for an unknown channel', async () => {
    const { url } = await subscribe(`host-${Date.now()}@example.com`, { host: 'my.albelli.de.localhost:9000' }, 'no-such-channel');
    expect(url.origin).toBe('http://my.albelli.de.localhost:9000');
  });

  it('skips the legacy redirect host of a channel', async () => {
    const { url } = await subscribe(`fr-${Date.now()}@example.com`, { origin: 'http://my.monalbumphoto.fr.localhost:8311' }, 'albelli-fr');
    expect(url.origin).toBe('http://my.albelli.fr.localhost:8311');
  });

  it('keeps plain localhost and 127.0.0.1 origins', async () => {
    const local = await subscribe(`local-${Date.now()}@example.com`, { origin: 'http://127.0.0.1:8311' }, 'albelli-nl');
    expect(local.url.origin).toBe('http://127.0.0.1:8311');
  });
});

describe('sandbox mailbox', () => {
  it('shows every mail newest first, with to, subject, time, body and the link, as an accessible page', async () => {
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    const a = await subscribe(first, { origin: 'http://my.albelli.nl.localhost:8311' }, 'albelli-nl');
    const b = await subscribe(second, { origin: 'http://my.bonusprint.co.uk.localhost:8311' }, 'bonusprint-uk');

    const mails = await mailbox();
    expect(mails.findIndex((m) => m.to === second)).toBeLessThan(mails.findIndex((m) => m.to === first));
    expect(mails[0]).toMatchObject({ to: second, kind: 'doubleOptIn', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const page = await app.inject({ method: 'GET', url: '/__sandbox/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sandbox mailbox</title>');
    expect(html).toMatch(/<main>[\s\S]*<h1>Sandbox mailbox<\/h1>/);
    const hrefA = `href="${a.mail.link.replace(/&/g, '&amp;')}"`;
    const hrefB = `href="${b.mail.link.replace(/&/g, '&amp;')}"`;
    expect(a.mail.link.startsWith('http://my.albelli.nl.localhost:8311/subscription-confirmation?')).toBe(true);
    expect(b.mail.link.startsWith('http://my.bonusprint.co.uk.localhost:8311/subscription-confirmation?')).toBe(true);
    expect(html.indexOf(hrefB)).toBeGreaterThan(-1);
    expect(html.indexOf(hrefA)).toBeGreaterThan(html.indexOf(hrefB));
    expect(html).toContain(second);
    expect(html).toContain('Thank you for subscribing');
  });

  it('escapes what it shows', async () => {
    await sendMail(db, {
      to: 'x@example.com',
      subject: '<b>bold</b> & "quoted"',
      kind: 'doubleOptIn',
      body: '<script>x</script>',
      link: 'http://localhost/?a=1&b="2"',
    });
    const html = (await app.inject({ method: 'GET', url: '/__sandbox/mailbox' })).body;
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('href="http://localhost/?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('<b>bold</b>');
  });
});

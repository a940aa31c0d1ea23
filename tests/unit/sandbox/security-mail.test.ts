import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS_MESSAGE } from '@schemas/auth';
import { Mailbox, TestAccount } from '@schemas/sandbox';
import { mailLimits } from '../../../sandbox/mail/limits';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
const limits = mailLimits();

beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await call(app, { method: 'POST', url: '/__sandbox/reset' });
});

const subscribe = (email: string) =>
  call(app, {
    method: 'POST',
    url: `/api/mail/api/v1/Profiles/${encodeURIComponent(email)}/subscription`,
    payload: { channel: 'albelli-nl' },
  });
const mailsTo = async (email: string) =>
  Mailbox.parse((await call(app, { method: 'GET', url: '/__sandbox/mailbox.json' })).body).mails.filter((mail) => mail.to === email).length;

describe('rate limits on calls that send mail', () => {
  it(`sends at most ${limits.perRecipient.limit} opt-in mails to one address per hour, then answers 429 with Retry-After`, async () => {
    const victim = 'victim@example.com';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof subscribe>> | undefined;
    for (let i = 0; i < 20; i += 1) {
      last = await subscribe(victim);
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(limits.perRecipient.limit);
    expect(statuses.slice(limits.perRecipient.limit)).toEqual(Array(20 - limits.perRecipient.limit).fill(429));
    expect(last?.body).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
    const retryAfter = Number(last?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(await mailsTo(victim)).toBe(limits.perRecipient.limit);
  });

  it('lets no burst of parallel requests past the limit', async () => {
    const victim = 'burst@example.com';
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(victim)));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(limits.perRecipient.limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - limits.perRecipient.limit);
    expect(await mailsTo(victim)).toBe(limits.perRecipient.limit);
  });

  it(`sends at most ${limits.perClient.limit} mails per client address in 10 minutes, whatever the recipients`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limits.perClient.limit; i += 1) statuses.push((await subscribe(`reader-${i}@example.com`)).status);
    expect(statuses.slice(0, limits.perClient.limit).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits account deletion requests (each sends a mail) with 429 and Retry-After', async () => {
    const { id } = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: {} })).body);
    const request = () =>
      call(app, {
        method: 'POST',
        url: `/api/auth/v2/identities/albelli/${id}/deleteaccount`,
        headers: bearer(id),
        payload: { channel: 'albelli-nl' },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= limits.perRecipient.limit; i += 1) statuses.push((await request()).status);
    expect(statuses.slice(0, limits.perRecipient.limit).every((s) => s === 202)).toBe(true);
    const limited = await request();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the e-mail change limit with Retry-After', async () => {
    const { id } = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: {} })).body);
    const change = (n: number) =>
      call(app, {
        method: 'POST',
        url: `/api/auth/v2/identities/albelli/${id}/emailchanges`,
        headers: bearer(id),
        payload: { email: `new-${n}@example.com`, channel: 'albelli-nl' },
      });
    let last = await change(0);
    for (let i = 1; i < 10 && last.status !== 429; i += 1) last = await change(i);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbTestOffersResponse } from '@schemas/thirdParty';
import {
  ANALYTICS_EVENT_BYTES,
  ANALYTICS_EVENTS_PER_VISITOR,
  ANALYTICS_VISITORS,
  VISITOR_COOKIE,
} from '../../../sandbox/third-party/analytics';
import { thirdPartyRoutes } from '../../../sandbox/third-party/routes';

const app = Fastify();

describe('third-party stand-ins', () => {
  beforeAll(async () => {
    await app.register(thirdPartyRoutes, { prefix: '/__third-party' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serve the chat and survey scripts as JavaScript defining their globals', async () => {
    for (const [path, global] of [
      ['/__third-party/help-chat.js', 'HelpChatStandIn'],
      ['/__third-party/survey.js', 'FeedbackSurveyStandIn'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/javascript');
      expect(response.body).toContain(`window.${global} =`);
    }
  });

  it('answer one home offer for a known channel, none for an unknown one, 400 for a bad query', async () => {
    const known = await app.inject({ method: 'GET', url: '/__third-party/offers?channel=albelli-nl&locale=nl-NL&placement=home' });
    expect(AbTestOffersResponse.parse(known.json()).offers).toMatchObject([{ headline: '20% korting op je volgende fotoboek' }]);
    const english = await app.inject({ method: 'GET', url: '/__third-party/offers?channel=bonusprint-uk&locale=en-GB&placement=home' });
    expect(AbTestOffersResponse.parse(english.json()).offers).toMatchObject([{ headline: '20% off your next photo book' }]);
    const unknown = await app.inject({ method: 'GET', url: '/__third-party/offers?channel=nope&locale=nl-NL&placement=home' });
    expect(AbTestOffersResponse.parse(unknown.json()).offers).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/__third-party/offers?channel=albelli-nl' })).statusCode).toBe(400);
  });

  const postEvent = (payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url: '/__third-party/analytics', payload, headers: cookie ? { cookie } : {} });
  const listEvents = (cookie?: string) => app.inject({ method: 'GET', url: '/__third-party/analytics', headers: cookie ? { cookie } : {} });
  /** The visitor cookie a first event sets, as the browser sends it back. */
  const visitorCookie = (setCookie: string | string[] | undefined) => {
    const value = String(setCookie ?? '');
    expect(value).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}; .*HttpOnly`));
    return value.split(';')[0];
  };

  it('collect analytics events and list them only to the visitor that sent them', async () => {
    const sent = await postEvent({ name: 'page.view', params: { route: 'orders' } });
    expect(sent.statusCode).toBe(204);
    const mine = visitorCookie(sent.headers['set-cookie']);
    expect((await postEvent({ name: 'page.view', params: { route: 'photos' } }, mine)).headers['set-cookie']).toBeUndefined();
    const other = visitorCookie((await postEvent({ name: 'page.view', params: { route: 'albums' } })).headers['set-cookie']);
    expect(other).not.toBe(mine);

    expect((await listEvents(mine)).json()).toEqual({
      events: [
        { name: 'page.view', params: { route: 'orders' } },
        { name: 'page.view', params: { route: 'photos' } },
      ],
    });
    expect((await listEvents(other)).json()).toEqual({ events: [{ name: 'page.view', params: { route: 'albums' } }] });
    expect((await listEvents()).json()).toEqual({ events: [] });
    expect((await listEvents(`${VISITOR_COOKIE}=not-a-visitor`)).json()).toEqual({ events: [] });
  });

  it('refuse a malformed analytics event with 400 and a large one with 413', async () => {
    expect((await postEvent({ params: {} })).statusCode).toBe(400);
    expect((await postEvent({ name: 'page.view', params: { route: 'x'.repeat(201) } })).statusCode).toBe(400);
    const manyParams = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));
    expect((await postEvent({ name: 'page.view', params: manyParams })).statusCode).toBe(400);
    const large = await postEvent({ name: 'page.view', params: { route: 'x'.repeat(ANALYTICS_EVENT_BYTES) } });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ message: expect.stringMatching(/too large/i) });
  });

  it('keep a bounded number of events per visitor, dropping the oldest', async () => {
    const first = await postEvent({ name: 'page.view', params: { n: 0 } });
    const cookie = visitorCookie(first.headers['set-cookie']);
    for (let n = 1; n < ANALYTICS_EVENTS_PER_VISITOR + 5; n += 1) await postEvent({ name: 'page.view', params: { n } }, cookie);
    const { events } = (await listEvents(cookie)).json<{ events: Array<{ params: { n: number } }> }>();
    expect(events).toHaveLength(ANALYTICS_EVENTS_PER_VISITOR);
    expect(events[0]?.params.n).toBe(5);
    expect(events.at(-1)?.params.n).toBe(ANALYTICS_EVENTS_PER_VISITOR + 4);
  });

  it('keep a bounded number of visitors, dropping the one heard from least recently', async () => {
    const oldest = visitorCookie((await postEvent({ name: 'page.view', params: {} })).headers['set-cookie']);
    for (let n = 0; n < ANALYTICS_VISITORS; n += 1) await postEvent({ name: 'page.view', params: { n } });
    expect((await listEvents(oldest)).json()).toEqual({ events: [] });
  });
});

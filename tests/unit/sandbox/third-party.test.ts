import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbTestOffersResponse } from '@schemas/thirdParty';
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

  it('collect analytics events', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/__third-party/analytics',
      payload: { name: 'page.view', params: { route: 'orders' } },
    });
    expect(sent.statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/__third-party/analytics', payload: { params: {} } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/__third-party/analytics' })).json()).toEqual({
      events: [{ name: 'page.view', params: { route: 'orders' } }],
    });
  });
});

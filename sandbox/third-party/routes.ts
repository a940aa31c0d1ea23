import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AbTestOffersResponse } from '@schemas/thirdParty';
import { parseOrReject, sendValid } from '../http/validation';
import { readAppConfig } from '../public-config/host-table';
import { buildPublicConfigs } from '../public-config/links';
import { analyticsRoutes } from './analytics';
import { helpChatScript } from './help-chat-script';
import { offerWords } from './offers';
import { surveyScript } from './survey-script';

const OfferQuery = z.object({ channel: z.string().min(1), locale: z.string().min(2), placement: z.literal('home') });

/**
 * Stand-ins for the page's third parties, mounted under /__third-party (config.json `thirdParty`):
 * the help chat's and the feedback survey's scripts, the targeting tool's ab-test offers call, and
 * an analytics collector (./analytics.ts). Public, like the real ones: no token needed.
 */
export async function thirdPartyRoutes(app: FastifyInstance): Promise<void> {
  const configs = buildPublicConfigs(readAppConfig());

  const script = (body: string) => async (_: unknown, reply: FastifyReply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(body);
  app.get('/help-chat.js', script(helpChatScript));
  app.get('/survey.js', script(surveyScript));

  // One offer per channel for the home overview, in the page's language, leading to the channel's product page.
  app.get('/offers', async (request, reply) => {
    const query = parseOrReject(reply, OfferQuery, request.query);
    if (!query) return reply;
    const links = configs.get(query.channel)?.links;
    const offers = links
      ? [
          {
            id: `home-${query.channel}`,
            ...offerWords(query.locale),
            url: links.allProducts,
          },
        ]
      : [];
    return sendValid(reply, AbTestOffersResponse, { offers });
  });

  analyticsRoutes(app);
}

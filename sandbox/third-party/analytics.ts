import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseCookies, serializeCookie } from '../identity/cookies';
import { parseOrReject } from '../http/validation';

/** The largest analytics event body taken (bytes); a larger one answers 413. */
export const ANALYTICS_EVENT_BYTES = 2048;
/** Events kept per visitor, oldest dropped first. */
export const ANALYTICS_EVENTS_PER_VISITOR = 100;
/** Visitors kept, the one heard from least recently dropped first (at most 100 × 200 events in all). */
export const ANALYTICS_VISITORS = 200;
/** The collector's visitor cookie: which events a GET lists. */
export const VISITOR_COOKIE = 'tp_visitor';

const ParamValue = z.union([z.string().max(200, 'Too long'), z.number(), z.boolean()]);
const AnalyticsEvent = z.object({
  name: z
    .string()
    .min(1)
    .max(64, 'Too long')
    .regex(/^[A-Za-z][A-Za-z0-9._-]*$/, 'Must be a dotted event name'),
  params: z
    .record(z.string().min(1).max(64, 'Too long'), ParamValue)
    .refine((params) => Object.keys(params).length <= 20, 'At most 20 params'),
});
type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

const VisitorId = z.uuid();

/**
 * The analytics collector stand-in. Like a real collector it knows a browser only by a visitor
 * cookie it sets itself on the first event (HttpOnly, under /__third-party): no token, no account.
 * It is bounded (small events, a fixed number kept per visitor and of visitors) and private: a
 * GET lists only the events the same visitor sent, so one browser never reads another's.
 */
export function analyticsRoutes(app: FastifyInstance): void {
  const byVisitor = new Map<string, AnalyticsEvent[]>();

  const visitorOf = (cookieHeader: string | undefined): string | undefined => {
    const value = parseCookies(cookieHeader).get(VISITOR_COOKIE);
    return VisitorId.safeParse(value).success ? value : undefined;
  };

  const keep = (visitor: string, event: AnalyticsEvent) => {
    const events = byVisitor.get(visitor) ?? [];
    // re-inserted, so the Map's first key is the visitor heard from least recently
    byVisitor.delete(visitor);
    byVisitor.set(visitor, [...events.slice(-(ANALYTICS_EVENTS_PER_VISITOR - 1)), event]);
    while (byVisitor.size > ANALYTICS_VISITORS) {
      const oldest = byVisitor.keys().next().value;
      if (oldest === undefined) break;
      byVisitor.delete(oldest);
    }
  };

  app.post('/analytics', { bodyLimit: ANALYTICS_EVENT_BYTES }, async (request, reply) => {
    const event = parseOrReject(reply, AnalyticsEvent, request.body);
    if (!event) return reply;
    let visitor = visitorOf(request.headers.cookie);
    if (!visitor) {
      visitor = randomUUID();
      void reply.header(
        'set-cookie',
        serializeCookie(VISITOR_COOKIE, visitor, {
          path: '/__third-party',
          httpOnly: true,
          secure: true,
          sameSite: 'Lax',
          maxAge: 30 * 24 * 3600,
        }),
      );
    }
    keep(visitor, event);
    return reply.code(204).send();
  });

  // for a person looking at their own browser's events; tests watch the network
  app.get('/analytics', async (request, reply) => {
    const visitor = visitorOf(request.headers.cookie);
    return reply.header('cache-control', 'no-store').send({ events: (visitor && byVisitor.get(visitor)) || [] });
  });
}

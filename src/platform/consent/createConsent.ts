import { createActor, type ActorRefFrom } from 'xstate';
import { assessConsent } from '@schemas/consent';
import { cookieConsentMachine } from '@machines/shell/cookieConsent.machine';
import { setAnalyticsConsent } from '../analytics/analytics';
import { inspect } from '../inspection/inspect';
import { consentCookieStrings, readConsentCookies, utcDay } from './consentCookies';

export type ConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

export interface ConsentEnvironment {
  /** reads and writes the cookies (`document` in the app) */
  readonly cookies: { cookie: string };
  readonly hostname: string;
  readonly secure: boolean;
  readonly now?: () => Date;
}

/**
 * The one cookie-consent actor of the page, started from the cookies before anything else runs:
 * its choice gates analytics (here, at once) and the marketing parts (read by their wiring).
 */
export function createConsent({ cookies, hostname, secure, now = () => new Date() }: ConsentEnvironment): ConsentActor {
  const { code, record } = readConsentCookies(cookies.cookie);
  const machine = cookieConsentMachine.provide({
    actions: {
      storeChoice: (_, { choice }) => {
        for (const cookie of consentCookieStrings(choice, { hostname, day: utcDay(now()), secure })) cookies.cookie = cookie;
      },
    },
  });
  // inspected like the other long-lived actors: the flow atlas's live mode shows its state
  const actor = createActor(machine, { id: 'cookieConsent', input: { stored: assessConsent(code, record, utcDay(now())) }, inspect });
  actor.subscribe((snapshot) => setAnalyticsConsent(snapshot.context.choice?.analytics ?? false));
  actor.start();
  setAnalyticsConsent(actor.getSnapshot().context.choice?.analytics ?? false);
  return actor;
}

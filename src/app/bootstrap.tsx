import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/api/config';
import { App } from './App';
import { createAuth } from '@/platform/auth/createAuth';
import { createConsent } from '@/platform/consent/createConsent';
import { applyBrand } from '@/platform/brand/applyBrand';
import { redirectUrl, resolveHost } from '@/platform/brand/resolveHost';
import { customerPart } from '@/platform/customer/createCustomer';
import { createAccountScope } from '@/platform/accountScope/accountScope';
import { fetchWithEarly, takeEarlyRequests } from '@/platform/earlyStart/earlyRequests';
import { hasSignedInMarker } from '@/platform/earlyStart/earlyStart';
import { configureErrorReporter, reportError } from '@/platform/errors/reporter';
import { loadFlags } from '@/platform/flags/loadFlags';
import { createI18n } from '@/platform/i18n/createI18n';
import { loadPublicConfig } from '@/platform/publicConfig/loadPublicConfig';
import { findRoute } from '@/platform/routing/routes';
import { createNavigator } from './router/navigator';
import { preloadScreen } from './router/preloadScreen';
import { areaStarts, screens } from './router/screens';
import { createServices } from '@/platform/services/services';
import { isStorageUsable } from '@/platform/storage/isStorageUsable';
import { onPageIdle } from '@/platform/idle/pageIdle';
import type { Shown } from './startWhatMayWait';

async function renderStatic(container: HTMLElement, messageKey: 'errors.storageBlocked' | 'errors.generic') {
  const { renderStaticMessage } = await import('./static/renderStaticMessage');
  return renderStaticMessage(container, messageKey);
}

/**
 * Starts the app in `container`:
 * 1. browser storage must be usable, else only the "enable site data and cookies" page (S0 §2);
 * 2. config.json (a fallback is reported);
 * 3. the brand from the host name (a legacy host moves to its new host; an unknown one is reported);
 * 4. i18next in the brand's locale and the channel's public configuration, side by side;
 * 5. feature flags (query, local storage, config);
 * 6. the router, then render;
 * 7. once the page has drawn its first data and the browser is idle, what may wait
 *    (./startWhatMayWait.ts, docs/PERFORMANCE.md): the channel's merchandise data (an unknown
 *    channel: reported, then the default brand), the analytics collector, zod's English messages.
 * The auth actor (session refresh, navigating with the router once it is mounted), the service
 * clients with the customer resource, and the chunk of the page being opened start right after
 * step 3, beside steps 4 and 5.
 * config.json, the session refresh, the locale file and the public configuration, and the page's
 * first data (on the photo timeline the photo library's first requests, on the orders page its first
 * page) come from index.html's early start when it sent them (src/platform/earlyStart): the same
 * requests, sent before this bundle had arrived.
 * A failure on the way shows the generic error page (S0 §8) and is reported.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  if (!isStorageUsable(window)) {
    await renderStatic(container, 'errors.storageBlocked');
    return;
  }
  try {
    await start(container);
  } catch (error) {
    reportError('bootstrap', error);
    await renderStatic(container, 'errors.generic');
  }
}

async function start(container: HTMLElement): Promise<void> {
  const { origin, hostname, search, pathname } = window.location;

  // config.json and the session refresh may be on their way already (index.html's early start).
  const early = takeEarlyRequests(window);
  const { config, fallbackReason } = await loadConfig(origin, early ? { fetch: fetchWithEarly([early.config]) } : {});
  configureErrorReporter(config.services.errors);
  if (fallbackReason) reportError('config', new Error(fallbackReason));

  // The stored cookie consent decides before anything non-essential could run: analytics sends
  // nothing until it says yes; the dialog (its own chunk) asks when no valid choice is stored.
  const consent = createConsent({ cookies: document, hostname, secure: window.isSecureContext });

  const resolution = resolveHost(hostname, config);
  if (resolution.kind === 'redirect') {
    window.location.replace(redirectUrl(window.location, resolution));
    return;
  }
  if (resolution.match === 'unknown') {
    reportError('brand', new Error(`Unknown host ${hostname}`), `using the default brand host ${resolution.host}`);
  }
  // The session (refresh or sign-in redirect), the API clients with the customer record, and the
  // chunk of the page being opened do not depend on the brand's locale or public configuration:
  // they start now, beside those loads. The locale and public configuration requests go out before
  // the page's chunks, which would otherwise hold the browser's few connections.
  const navigator = createNavigator();
  const auth = createAuth({
    services: config.services,
    origin,
    navigate: navigator.navigate,
    assign: (url) => window.location.assign(url),
    location: { pathname, search },
    earlySessionRefresh: early?.sessionRefresh ?? null,
    hasSessionMarker: () => hasSignedInMarker(document.cookie),
  });
  // the page's first data requests the early start sent (docs/PERFORMANCE.md "Per route"), taken
  // by the clients of the services they are for
  const earlyFetch = early ? fetchWithEarly(early.data) : undefined;
  const services = createServices(config, auth, {
    origin,
    fetchOf: (service) => (service === 'customer' || service === 'photos' || service === 'orders' ? earlyFetch : undefined),
  });
  // the signed-in account's actors: the customer record starts on sign-in, the rest on first use
  const accountScope = createAccountScope({ auth, services, startOnSignIn: [customerPart, ...areaStarts.accountParts] });
  const flags = loadFlags({ search, storage: window.localStorage, config: config.flags, hostnames: [hostname, resolution.host] });
  // the locale file and the public configuration the early start sent, once config.json had answered
  const startUpFetch = early ? fetchWithEarly(early.startUp) : undefined;
  const loads = Promise.all([
    createI18n(resolution.brand.locale, origin, startUpFetch),
    loadPublicConfig(config.services.publicConfig, resolution.brand.channel, origin, startUpFetch),
  ]);
  const opened = preloadScreen(pathname, screens);
  // The photo library's date-fns locale, beside the screen's chunk rather than after it (its grids
  // and album cards wait for it). Its loader is a chunk of its own (vite.config.ts), so that the
  // locale's request leaves as soon as that small chunk is in, not once the page's chunks have run.
  if (opened !== null && areaStarts.dateLocale.has(opened)) {
    import('@/platform/i18n/dateLocale').then(({ dateLocaleFor }) => dateLocaleFor(resolution.brand.locale)).catch(() => undefined);
  }
  // A route opened directly whose area starts work before its screen mounts (the photo library
  // starts with the session): its code loads beside the page's chunk; a failure leaves the start to
  // the page.
  const loadWarmUp = opened ? areaStarts.warmUps[opened] : undefined;
  // Only a flag guard can be judged here: the customer kind comes with the session, not yet there.
  const guard = opened ? findRoute(opened).guard : undefined;
  if (loadWarmUp && (guard?.kind !== 'flag' || flags.has(guard.flag))) {
    loadWarmUp()
      .then((warmUp) => warmUp(auth, accountScope))
      .catch(() => undefined);
  }
  const [i18n, publicConfig] = await loads;
  // lang is the language actually shown: a locale without its own file shows its fallback.
  applyBrand(document, resolution.brand, i18n.resolvedLanguage ?? resolution.brand.locale);

  // The first render as a transition: React renders in slices and yields between them, so that the
  // responses arriving meanwhile (the photo library's first pages) are handled at once, not after it.
  const root = createRoot(container);
  const render = (shown: Shown) =>
    startTransition(() =>
      root.render(
        <App
          i18n={i18n}
          brand={shown.brand}
          channel={{ brand: shown.brand.brand, merchandise: shown.merchandise }}
          publicConfig={shown.publicConfig}
          flags={flags}
          auth={auth}
          services={services}
          accountScope={accountScope}
          navigator={navigator}
          consent={consent}
          thirdParty={config.thirdParty}
        />,
      ),
    );
  const initial: Shown = { brand: { brand: resolution.brand, host: resolution.host }, publicConfig, merchandise: null };
  render(initial);

  // What may wait (the channel's merchandise data, the analytics collector, zod's English messages):
  // its own chunk, once the page has drawn its first data and the browser is idle.
  onPageIdle(() => {
    import('./startWhatMayWait')
      .then(({ startWhatMayWait }) => startWhatMayWait({ config, origin, i18n, brand: resolution.brand, shown: initial, render }))
      .catch((error: unknown) => reportError('bootstrap', error));
  }, container);
}

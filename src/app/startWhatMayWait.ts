// What may wait for the page (docs/PERFORMANCE.md "Every page"), in a chunk of its own that the
// bootstrap loads once the page has drawn its first data and the browser is idle: the channel's
// merchandise data, the analytics collector, the English wording of zod's issues (for logs and
// error reports only) and, in a build, the list of each route's screen code for the app's own
// navigations (./router/loadScreenCode.ts). None of it is any part of a first paint, and its code leaves the shell.
import type { i18n } from 'i18next';
import type { AppConfig, BrandHost, PublicConfig } from '@schemas/config';
import type { MerchandiseChannel } from '@schemas/merchandise';
import { configureAnalytics } from '@/platform/analytics/analytics';
import { applyBrand } from '@/platform/brand/applyBrand';
import type { BrandInfo } from '@/platform/brand/BrandContext';
import { defaultBrand } from '@/platform/brand/resolveHost';
import { lookUpChannel } from '@/platform/channel/resolveChannel';
import { reportError } from '@/platform/errors/reporter';
import { loadPublicConfig } from '@/platform/publicConfig/loadPublicConfig';
import { collectorSink } from './analytics/collectorSink';
import { loadScreenCode } from './router/loadScreenCode';

/** What the app shows its customer as: the brand, its public configuration and merchandise data. */
export interface Shown {
  /** the same object while the brand stays (the app then renders only the channel's readers again) */
  brand: BrandInfo;
  publicConfig: PublicConfig | null;
  merchandise: MerchandiseChannel | null;
}

interface Started {
  config: AppConfig;
  origin: string;
  i18n: i18n;
  /** the brand the host name resolved to, and what the app shows now */
  brand: BrandHost;
  shown: Shown;
  render: (shown: Shown) => void;
}

/**
 * The channel's merchandise data, the app rendered again with it. A channel the merchandise service
 * does not know is reported and the default brand is used (DECISIONS 16): only then are the locale
 * and the public configuration loaded again, for the default brand.
 */
async function lookUp({ config, origin, i18n, brand, shown, render }: Started): Promise<void> {
  const lookup = await lookUpChannel(config.services.merchandise, brand, origin);
  if (lookup.kind === 'found') render({ ...shown, merchandise: lookup.channel });
  const fallback = defaultBrand(config);
  if (lookup.kind !== 'unknown' || fallback.host === brand.host) return;
  const [publicConfig, fallbackLookup] = await Promise.all([
    loadPublicConfig(config.services.publicConfig, fallback.channel, origin),
    lookUpChannel(config.services.merchandise, fallback, origin),
    i18n.changeLanguage(fallback.locale),
  ]);
  applyBrand(document, fallback, i18n.resolvedLanguage ?? fallback.locale);
  const merchandise = fallbackLookup.kind === 'found' ? fallbackLookup.channel : null;
  render({ brand: { brand: fallback, host: fallback.host }, publicConfig, merchandise });
}

/** Starts what may wait for the page (above); failures are reported, never thrown. */
export function startWhatMayWait(started: Started): void {
  lookUp(started).catch((error: unknown) => reportError('channel', error));
  configureAnalytics({ sink: collectorSink(new URL(started.config.thirdParty.analytics, started.origin).href) });
  import('@schemas/locale').catch((error: unknown) => reportError('bootstrap', error));
  // the build writes the list (the development server has none: each chunk asks for its imports)
  if (import.meta.env.PROD) loadScreenCode(started.origin).catch((error: unknown) => reportError('screenCode', error));
}

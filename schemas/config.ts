import * as z from 'zod/mini';
import { CountryCode, httpUrl } from './common';
import { ThirdPartyConfig } from './thirdParty';

/** Brand types (S0 §4). */
export const BrandType = z.enum(['Resnap', 'Albelli']);
export type BrandType = z.infer<typeof BrandType>;

/** Feature flags (S1 §1). The three PhotoManagement names are the spec's; the others are ours. */
export const FeatureFlag = z.enum([
  'PhotoManagementTimelineEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadViewEnabled',
  'PhotoManagementOrderPrintsEnabled',
  'PhotoManagementCopyToAlbumEnabled',
  'FlowAtlasEnabled',
  'UiKitEnabled',
]);
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/** One row of the host table: what a host name means (DECISIONS 16). */
export const BrandHost = z.object({
  host: z.string().check(z.minLength(1)),
  /** theme and favicon key, e.g. 'albelli' */
  brand: z.string().check(z.minLength(1)),
  /** shown in the document title */
  brandName: z.string().check(z.minLength(1)),
  brandType: BrandType,
  /** merchandise channel code */
  channel: z.string().check(z.minLength(1)),
  country: CountryCode,
  locale: z.string().check(z.minLength(2)),
  /** the internal host name a channel is served under when it differs (the de-AT channel) */
  internalHost: z.optional(z.string()),
  /** a legacy domain: the app moves to this host, keeping path and query */
  redirectTo: z.optional(z.string()),
  /**
   * The origins allowed to show this host's pages in a frame (the brand's storefront, which
   * embeds the account area with `?embedded=true`); absent or empty: no page may frame it.
   */
  embeddingOrigins: z.optional(z.array(httpUrl)),
});
export type BrandHost = z.infer<typeof BrandHost>;

export const ServiceUrls = z.object({
  customer: z.string(),
  auth: z.string(),
  orders: z.string(),
  documents: z.string(),
  projects: z.string(),
  widgets: z.string(),
  photos: z.string(),
  sharedAlbums: z.string(),
  downloads: z.string(),
  tempSelections: z.string(),
  /** the print editor's page the print hand-off opens (the sandbox's stand-in: /__storefront/editor) */
  printEditor: z.string(),
  storage: z.string(),
  push: z.string(),
  mailGateway: z.string(),
  merchandise: z.string(),
  publicConfig: z.string(),
  session: z.string(),
  errors: z.string(),
});
export type ServiceUrls = z.infer<typeof ServiceUrls>;

export const AppConfig = z.object({
  defaultHost: z.string().check(z.minLength(1)),
  services: ServiceUrls,
  hosts: z.array(BrandHost).check(z.minLength(1)),
  flags: z.object({
    /** on everywhere */
    defaults: z.array(FeatureFlag),
    /** per-host lists, keyed by host name from the table or `localhost` */
    hosts: z.record(z.string(), z.array(FeatureFlag)),
  }),
  thirdParty: ThirdPartyConfig,
});
export type AppConfig = z.infer<typeof AppConfig>;

/**
 * Public configuration per channel (S0 §7): menus and links, with a default fallback. Every link is
 * http or https (DECISIONS 17): a configuration holding a `javascript:`, `data:` or any other
 * scheme fails this schema as a whole, so the app takes the `default` configuration instead (and
 * reports it), or shows no configured links at all; such a link never renders.
 */
export const PublicConfig = z.object({
  channel: z.string(),
  links: z.object({
    storefront: httpUrl,
    allProducts: httpUrl,
    faq: httpUrl,
    customerCare: httpUrl,
    createAccount: httpUrl,
    printEditor: httpUrl,
  }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

import * as z from 'zod/mini';

/**
 * The merchandise service's GraphQL API (DECISIONS 16): one POST with `{ query, variables }`,
 * answering `{ data, errors? }`. Field names are the service's own (PascalCase).
 */

export const MerchandiseVendor = z.object({
  ID: z.string(),
  Locale: z.string(),
});
export type MerchandiseVendor = z.infer<typeof MerchandiseVendor>;

export const ArticleLink = z.object({
  Rel: z.string(),
  Url: z.string(),
});

export const ArticleOptionGroup = z.object({
  ID: z.string(),
  Title: z.string(),
  Options: z.array(z.string()),
});

export const MerchandiseArticle = z.object({
  ID: z.string(),
  ArticleType: z.string(),
  Title: z.string(),
  /** millimetres */
  PageHeight: z.number(),
  /** millimetres */
  PageWidth: z.number(),
  Visible: z.boolean(),
  Links: z.array(ArticleLink),
  OptionGroups: z.array(ArticleOptionGroup),
});
export type MerchandiseArticle = z.infer<typeof MerchandiseArticle>;

/** `channels` lists only the ID and the vendor. */
export const ChannelSummary = z.object({
  ID: z.string(),
  Vendor: MerchandiseVendor,
});
export type ChannelSummary = z.infer<typeof ChannelSummary>;

/** `channel(code, locale)`: everything the app uses about its channel. */
export const MerchandiseChannel = z.object({
  ID: z.string(),
  Vendor: MerchandiseVendor,
  ShopUrl: z.string(),
  Articles: z.array(MerchandiseArticle),
  /** ISO 4217 */
  Currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code')),
});
export type MerchandiseChannel = z.infer<typeof MerchandiseChannel>;

export const GraphQlError = z.object({ message: z.string() });

/** The answer to the `channel` query: null when the service does not know the channel. */
export const ChannelQueryResponse = z.object({
  data: z.optional(z.nullable(z.object({ channel: z.nullable(MerchandiseChannel) }))),
  errors: z.optional(z.array(GraphQlError)),
});
export type ChannelQueryResponse = z.infer<typeof ChannelQueryResponse>;

export const ChannelsQueryResponse = z.object({
  data: z.optional(z.nullable(z.object({ channels: z.array(ChannelSummary) }))),
  errors: z.optional(z.array(GraphQlError)),
});

export const CHANNEL_QUERY = `query Channel($code: String!, $locale: String!) {
  channel(code: $code, locale: $locale) {
    ID
    Vendor { ID Locale }
    ShopUrl
    Currency
    Articles {
      ID ArticleType Title PageHeight PageWidth Visible
      Links { Rel Url }
      OptionGroups { ID Title Options }
    }
  }
}`;

export const CHANNELS_QUERY = `query Channels { channels { ID Vendor { ID Locale } } }`;

import { readAppConfig } from '../public-config/host-table';

/**
 * A channel's brand as documents and stand-in pages show it: the brand's name and the locale its
 * amounts and dates are written in (public/config.json's host table). An unknown channel shows as
 * itself, in en-GB.
 */
export interface ChannelBrand {
  brandName: string;
  locale: string;
}

let byChannel: Map<string, ChannelBrand> | undefined;

export function brandOfChannel(channel: string): ChannelBrand {
  byChannel ??= new Map(readAppConfig().hosts.map((row) => [row.channel, { brandName: row.brandName, locale: row.locale }]));
  return byChannel.get(channel) ?? { brandName: channel, locale: 'en-GB' };
}

import { createContext, useContext, type ReactNode } from 'react';
import type { ChannelInfo } from './resolveChannel';

const ChannelContext = createContext<ChannelInfo | null>(null);

export function ChannelProvider({ value, children }: { readonly value: ChannelInfo; readonly children?: ReactNode }) {
  return <ChannelContext.Provider value={value}>{children}</ChannelContext.Provider>;
}

/** The app's channel: host-table row and merchandise data (widget sharing, reorder, print). */
export function useChannel(): ChannelInfo {
  const channel = useContext(ChannelContext);
  if (!channel) throw new Error('useChannel must be used inside <ChannelProvider>');
  return channel;
}

import { loadScript } from '@/platform/thirdParty/loadScript';

/**
 * What the help chat's script offers once it has run: a global with `open` (mounts and shows its
 * panel, which calls `onClose` when the customer closes it) and `close`. The sandbox's stand-in
 * (sandbox/third-party) has this shape; a real chat vendor is adapted to it here.
 */
export interface HelpChatApi {
  open(options: { locale: string; onClose: () => void }): void;
  close(): void;
}

export const HELP_CHAT_GLOBAL = 'HelpChatStandIn';

function isHelpChatApi(value: unknown): value is HelpChatApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'open') === 'function' &&
    typeof Reflect.get(value, 'close') === 'function'
  );
}

/** Loads the chat's script (once) and answers its API; fails when the script offers none. */
export async function loadHelpChat(src: string, win: Window = window): Promise<HelpChatApi> {
  await loadScript(src, win.document);
  const api: unknown = Reflect.get(win, HELP_CHAT_GLOBAL);
  if (!isHelpChatApi(api)) throw new Error(`${src} ran but offers no chat`);
  return api;
}

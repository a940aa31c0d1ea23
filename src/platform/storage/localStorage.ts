// The page's local storage as the app's stores use it: a refusal (site data blocked, a sandboxed
// frame, no window) is answered with null once, here, and each store then keeps nothing.

/** What a store reads and writes in local storage. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's local storage; null where there is none or the browser refuses it. */
export function localStore(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

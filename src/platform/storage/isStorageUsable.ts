const PROBE_KEY = 'mya.storage-probe';

type StorageHost = {
  readonly localStorage: Storage;
  readonly sessionStorage: Storage;
  readonly navigator: Pick<Navigator, 'cookieEnabled'>;
};

function canUse(read: () => Storage): boolean {
  try {
    const storage = read();
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether browser storage can be used (S0 §2): local and session storage can be read and written
 * (reading the property itself throws when site data is blocked) and cookies are enabled.
 */
export function isStorageUsable(host: StorageHost): boolean {
  if (!canUse(() => host.localStorage) || !canUse(() => host.sessionStorage)) return false;
  try {
    return host.navigator.cookieEnabled !== false;
  } catch {
    return false;
  }
}

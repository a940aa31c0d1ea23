import { FeatureFlag } from '@schemas/config';
import type { KeyValueStorage } from '@/platform/storage/localStorage';
import type { FlagOverrides } from './flagQuery';

/** Local storage key of the flag overrides: a JSON object Name → boolean. */
export const FLAG_STORAGE_KEY = 'mya.flags';

export type StoredFlags = Partial<Record<FeatureFlag, boolean>>;

/** The overrides' store: an empty set of overrides is removed, not kept. */
type FlagStore = KeyValueStorage & Pick<Storage, 'removeItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored overrides; anything malformed (bad JSON, unknown names, non-booleans) is ignored. */
export function readStoredFlags(storage: FlagStore): StoredFlags {
  let parsed: unknown;
  try {
    const raw = storage.getItem(FLAG_STORAGE_KEY);
    if (raw === null) return {};
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const flags: StoredFlags = {};
  for (const [key, value] of Object.entries(parsed)) {
    const name = FeatureFlag.safeParse(key);
    if (name.success && typeof value === 'boolean') flags[name.data] = value;
  }
  return flags;
}

/** Stored overrides after applying query overrides: true/false are set, null (reset) removes. */
export function mergeOverrides(stored: StoredFlags, overrides: FlagOverrides): StoredFlags {
  const merged: StoredFlags = {};
  for (const name of FeatureFlag.options) {
    const override = overrides[name];
    const value = override === undefined ? stored[name] : override;
    if (value === true || value === false) merged[name] = value;
  }
  return merged;
}

/** Writes the overrides (or removes the key when none are left). Storage errors are ignored. */
export function writeStoredFlags(storage: FlagStore, flags: StoredFlags): void {
  try {
    if (Object.keys(flags).length === 0) storage.removeItem(FLAG_STORAGE_KEY);
    else storage.setItem(FLAG_STORAGE_KEY, JSON.stringify(flags));
  } catch {
    // a full or blocked storage only loses the persistence of an override
  }
}

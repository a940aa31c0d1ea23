import { FeatureFlag } from '@schemas/config';

/**
 * Flag overrides from the query string: `?flag.<Name>=on|off` (also `true|false`, `1|0`).
 * `?flag.<Name>=reset` drops a stored override (see flagStorage). Unknown names and values are ignored.
 * Returns Name → true/false for overrides, and Name → null for resets.
 */
export type FlagOverrides = Partial<Record<FeatureFlag, boolean | null>>;

const PREFIX = 'flag.';
const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);
const RESET = new Set(['reset', 'default']);

export function parseFlagQuery(search: string): FlagOverrides {
  const overrides: FlagOverrides = {};
  for (const [key, rawValue] of new URLSearchParams(search)) {
    if (!key.startsWith(PREFIX)) continue;
    const name = FeatureFlag.safeParse(key.slice(PREFIX.length));
    if (!name.success) continue;
    const value = rawValue.trim().toLowerCase();
    if (ON.has(value)) overrides[name.data] = true;
    else if (OFF.has(value)) overrides[name.data] = false;
    else if (RESET.has(value)) overrides[name.data] = null;
  }
  return overrides;
}

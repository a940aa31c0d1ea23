import { FeatureFlag } from '@schemas/config';
import type { AppConfig } from '@schemas/config';
import type { FlagOverrides } from './flagQuery';
import type { StoredFlags } from './flagStorage';

/** The flags that are on. */
export type EnabledFlags = ReadonlySet<FeatureFlag>;

export interface FlagSources {
  /** overrides from the query string (null = reset: falls through to storage-free sources) */
  readonly query: FlagOverrides;
  /** overrides from local storage `mya.flags` */
  readonly stored: StoredFlags;
  readonly config: AppConfig['flags'];
  /** host names whose per-host lists apply: the raw `location.hostname` and the table host */
  readonly hostnames: readonly string[];
}

/**
 * One value per flag, first source that speaks wins:
 * 1. the query string (`?flag.<Name>=on|off`);
 * 2. local storage (`mya.flags`);
 * 3. on when the flag is in a per-host list of `config.flags.hosts` (raw host name or table host)
 *    or in `config.flags.defaults`; off otherwise.
 * A query `reset` skips local storage for that flag (it is also removed from it by the caller).
 */
export function resolveFlags({ query, stored, config, hostnames }: FlagSources): EnabledFlags {
  const onByConfig = new Set<FeatureFlag>(config.defaults);
  for (const hostname of new Set(hostnames)) {
    for (const flag of config.hosts[hostname] ?? []) onByConfig.add(flag);
  }
  const resolve = (name: FeatureFlag): boolean => {
    const fromQuery = query[name];
    if (fromQuery === true || fromQuery === false) return fromQuery;
    const fromStorage = fromQuery === null ? undefined : stored[name];
    if (fromStorage !== undefined) return fromStorage;
    return onByConfig.has(name);
  };
  return new Set(FeatureFlag.options.filter(resolve));
}

import type { AppConfig } from '@schemas/config';
import { parseFlagQuery } from './flagQuery';
import { mergeOverrides, readStoredFlags, writeStoredFlags } from './flagStorage';
import { resolveFlags } from './resolveFlags';
import type { EnabledFlags } from './resolveFlags';

/**
 * The flags at start: resolves them from the query, local storage and config, and writes query
 * overrides to local storage so that they survive a later visit without the query (a query
 * `reset` removes a stored override).
 */
export function loadFlags(input: {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  config: AppConfig['flags'];
  hostnames: readonly string[];
}): EnabledFlags {
  const query = parseFlagQuery(input.search);
  const stored = readStoredFlags(input.storage);
  if (Object.keys(query).length > 0) writeStoredFlags(input.storage, mergeOverrides(stored, query));
  return resolveFlags({ query, stored, config: input.config, hostnames: input.hostnames });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '@schemas/config';
import { publicDir } from '../paths';

/** The app's config.json (public/config.json), parsed with its schema; the host table lives there. */
export function readAppConfig(path = join(publicDir, 'config.json')): AppConfig {
  const parsed = AppConfig.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} does not match schemas/config.ts: ${parsed.error.message}`);
  return parsed.data;
}

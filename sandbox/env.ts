import { resolve } from 'node:path';
import { z } from 'zod';

/** The sandbox's environment (docs/CONTRACTS.md "One origin, one port"), parsed once. */
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()));

const SandboxEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Not in the contract: where to listen. 'localhost' binds 127.0.0.1 and ::1, which is what
   * Chromium uses for `localhost` and every `*.localhost`; set HOST=0.0.0.0 to expose it. */
  HOST: z.string().min(1).default('localhost'),
  SANDBOX_DATA: z.string().min(1).default('.sandbox-data/main'),
  SANDBOX_FRESH: flag,
  SANDBOX_QUIET: flag,
  SANDBOX_DEV: flag,
  /** how long an activation import runs (ms; default ACTIVATION_IMPORT_MS, 4 s): a test sandbox may shorten it */
  SANDBOX_ACTIVATION_IMPORT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** the test switch: the sandbox's own callback receiver may be an FTP callback URL (npm start and the e2e sandbox turn it on) */
  SANDBOX_ALLOW_LOCAL_CALLBACKS: flag,
  /** each photo picture made when first asked for, none in the background after start */
  SANDBOX_PICTURES_ON_DEMAND: flag,
  /** Not in the contract: served behind a reverse proxy on this machine (the benches' TLS front,
   * bench/tls-front.ts): a request's scheme and host, from which the answers' links are made, are
   * the ones it names in X-Forwarded-Proto and X-Forwarded-Host, when it comes from loopback. */
  SANDBOX_BEHIND_PROXY: flag,
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
});

export interface SandboxSettings {
  port: number;
  host: string;
  dataDir: string;
  fresh: boolean;
  quiet: boolean;
  dev: boolean;
  databaseUrl: string | undefined;
  activationImportMs: number | undefined;
  allowLocalCallbacks: boolean;
  picturesOnDemand: boolean;
  behindProxy: boolean;
}

export function readSandboxEnv(env: NodeJS.ProcessEnv = process.env): SandboxSettings {
  const parsed = SandboxEnv.safeParse(env);
  if (!parsed.success) {
    const text = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid sandbox environment: ${text}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.SANDBOX_DATA),
    fresh: e.SANDBOX_FRESH,
    quiet: e.SANDBOX_QUIET,
    dev: e.SANDBOX_DEV,
    databaseUrl: e.DATABASE_URL,
    activationImportMs: e.SANDBOX_ACTIVATION_IMPORT_MS,
    allowLocalCallbacks: e.SANDBOX_ALLOW_LOCAL_CALLBACKS,
    picturesOnDemand: e.SANDBOX_PICTURES_ON_DEMAND,
    behindProxy: e.SANDBOX_BEHIND_PROXY,
  };
}

import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemNetwork, type CallbackNetwork } from './customer/callback-network';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { installFaultSwitch } from './faults/plugin';
import { installErrorHandler } from './http/errors';
import { installInputGuard } from './http/input-guard';
import { siteTable } from './http/origins';
import { installRequestLog } from './http/request-log';
import { installRouteList } from './http/route-list';
import { installSandboxGuard } from './http/sandbox-guard';
import { installSecurityHeaders } from './http/security-headers';
import { mountPath, TOOLS_PREFIX } from './http/service';
import type { IdentityRegistrar } from './identity-seam';
import { distDir as defaultDistDir } from './paths';
import { readAppConfig } from './public-config/host-table';
import { resetData, seedIfEmpty } from './seed/seed';
import { sandboxServices } from './services';
import { serveBuiltApp } from './static/built-app';
import { mountViteDev } from './static/vite-dev';
import type { UploadLimits } from './uploads/limits';
import { installWorkerPool } from './workers/install';

export interface ServerOptions {
  /** the port the app will listen on (the identity provider's issuer URL needs it) */
  port: number;
  /** data folder; the database lives in `<dataDir>/db`. Absent: an in-memory database (tests). */
  dataDir?: string;
  /** a real PostgreSQL instead of PGlite */
  databaseUrl?: string;
  /** without databaseUrl: a new database (in memory, or a data folder without one) starts as a copy of this dump (tests) */
  databaseTemplate?: Blob;
  /** wipe and re-seed on start */
  fresh?: boolean;
  /** no request log, no error-report lines */
  quiet?: boolean;
  /** Vite in middleware mode instead of dist/ */
  dev?: boolean;
  /** the identity part; default: `registerIdentity` of sandbox/identity (tests pass a fake) */
  identity?: IdentityRegistrar;
  /** where the built app is (default: the repository's dist/); tests point it elsewhere */
  distDir?: string;
  /** how long an activation import runs (default ACTIVATION_IMPORT_MS); tests shorten it */
  activationImportMs?: number;
  /**
   * The test switch (SANDBOX_ALLOW_LOCAL_CALLBACKS): the sandbox's own callback receiver may be an
   * FTP callback URL (the demo and the e2e tests use it). Off: callbacks go to public addresses only.
   */
  allowLocalCallbacks?: boolean;
  /** the DNS and address rule test callbacks go out through (default: the system's; tests inject one) */
  callbackNetwork?: CallbackNetwork;
  /**
   * A test hook, off by default: awaited once an upload's bytes are complete, before its photo is
   * made (sandbox/uploads/index.ts; the crash test stops the sandbox there).
   */
  beforeUploadPhoto?: (uploadId: string) => Promise<void>;
  /** the storage service's limits per account (default: the quota and cap of schemas/upload.ts); tests lower them */
  uploadLimits?: Partial<UploadLimits>;
  /**
   * With a data folder, the seed's photo pictures are made in the background after start (default
   * true). Off: each is made when first asked for; tests that start a sandbox to kill it turn it off,
   * so that it does not take a core from the tests beside it.
   */
  warmPictures?: boolean;
  /**
   * Behind a reverse proxy on this machine (SANDBOX_BEHIND_PROXY): links in answers (photos'
   * pictures, thumbnails) name the scheme and host the proxy was asked on (X-Forwarded-Proto and
   * X-Forwarded-Host, trusted from loopback only). Off by default: the headers are ignored.
   */
  behindProxy?: boolean;
}

/**
 * The whole sandbox as one Fastify app (ARCHITECTURE.md "The sandbox"): opens, migrates and seeds
 * the database, then installs the fault switch first, then every service of the table
 * (sandbox/services.ts), each at its config.json base URL with its test tools under /__sandbox,
 * then the app. Does not listen; closing the app closes the database.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The database gets its own sub-folder so that other parts can keep files in the data folder.
  const db = await openDb({
    dataDir: options.dataDir ? join(options.dataDir, 'db') : undefined,
    databaseUrl: options.databaseUrl,
    template: options.databaseTemplate,
  });
  try {
    await migrate(db);
    if (options.fresh) await resetData(db);
    else await seedIfEmpty(db);

    const app = Fastify({ logger: false, trustProxy: options.behindProxy ? 'loopback' : false });
    app.addHook('onClose', async () => {
      await db.close();
    });

    installRouteList(app);
    const workers = installWorkerPool(app);
    const config = readAppConfig();
    const site = siteTable(config, options.port);
    installSecurityHeaders(app, { site, reportUri: config.services.errors });
    installSandboxGuard(app, { site, prefix: TOOLS_PREFIX });
    const faults = installFaultSwitch(app);
    if (!options.quiet) installRequestLog(app);
    // Answers above 1 KB (JSON pages of photos, orders) go compressed to clients that accept it;
    // brotli at a quality fast enough to do per request. Pre-compressed build files pass untouched.
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    installErrorHandler(app);
    installInputGuard(app);

    const services = sandboxServices({
      db,
      port: options.port,
      dataDir: options.dataDir,
      quiet: options.quiet ?? false,
      workers,
      faults,
      identity: options.identity,
      activationImportMs: options.activationImportMs,
      callbacks: { allowOwnReceiver: options.allowLocalCallbacks ?? false, network: options.callbackNetwork ?? systemNetwork },
      beforeUploadPhoto: options.beforeUploadPhoto,
      uploadLimits: options.uploadLimits,
      warmPictures: options.warmPictures ?? true,
    });
    for (const service of services) {
      for (const part of service.routes ?? []) await part.register(app, mountPath(part, config.services));
      for (const tool of service.tools ?? []) await tool(app, TOOLS_PREFIX);
    }

    if (options.dev) await mountViteDev(app);
    else await serveBuiltApp(app, { distDir: options.distDir ?? defaultDistDir });

    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}

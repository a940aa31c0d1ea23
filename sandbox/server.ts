import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { dataRoutes } from './admin/data-routes';
import { registerActivation } from './activation/index';
import { albumRoutes, sharedAlbumRoutes } from './albums/routes';
import { errorSinkRoutes } from './admin/error-sink';
import { authServiceRoutes, tokenAdminRoutes } from './auth-service/routes';
import { callbackReceiverRoutes } from './customer/callback-receiver';
import { customerRoutes } from './customer/routes';
import { customerSettingsRoutes } from './customer/settings-routes';
import { documentRoutes } from './documents/routes';
import { registerDownloads } from './downloads/index';
import { archiveBuildToolRoutes } from './downloads/test-tool';
import { openDb } from './db/db';
import { merchandiseRoutes } from './merchandise/routes';
import { migrate } from './db/migrate';
import { installFaultSwitch } from './faults/plugin';
import { installBearerAuth } from './http/auth';
import { installErrorHandler } from './http/errors';
import { installInputGuard } from './http/input-guard';
import { installRouteList } from './http/route-list';
import { installRequestLog } from './http/request-log';
import { siteTable } from './http/origins';
import { installSandboxGuard } from './http/sandbox-guard';
import { installSecurityHeaders } from './http/security-headers';
import type { IdentityRegistrar } from './identity-seam';
import { mailboxRoutes, mailGatewayRoutes } from './mail/routes';
import { orderAdminRoutes, orderRoutes } from './orders/routes';
import { distDir as defaultDistDir } from './paths';
import { registerPhotoLibrary } from './photos/index';
import { readAppConfig } from './public-config/host-table';
import { projectRoutes } from './projects/routes';
import { PushHub } from './push/hub';
import { installPushSocket } from './push/server';
import { pushTestToolRoutes } from './push/test-tool';
import { publicConfigRoutes } from './public-config/routes';
import { resetData, seedIfEmpty } from './seed/seed';
import { storefrontRoutes } from './storefront/routes';
import { tempSelectionRoutes } from './temp-selections/routes';
import { thirdPartyRoutes } from './third-party/routes';
import { serveBuiltApp } from './static/built-app';
import { mountViteDev } from './static/vite-dev';
import { widgetRoutes } from './widgets/routes';
import { registerUploads } from './uploads/index';

export interface ServerOptions {
  /** the port the app will listen on (the identity provider's issuer URL needs it) */
  port: number;
  /** data folder; the database lives in `<dataDir>/db`. Absent: an in-memory database (tests). */
  dataDir?: string;
  /** a real PostgreSQL instead of PGlite */
  databaseUrl?: string;
  /** without dataDir and databaseUrl: the in-memory database starts as a copy of this dump (tests) */
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
}

/**
 * The whole sandbox as one Fastify app (ARCHITECTURE.md "The sandbox"): opens, migrates and seeds
 * the database, then registers the fault switch first, the sandbox tools, the identity part, the
 * services and the app. Does not listen; closing the app closes the database.
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

    const app = Fastify({ logger: false });
    app.addHook('onClose', async () => {
      await db.close();
    });

    installRouteList(app);
    const config = readAppConfig();
    const site = siteTable(config, options.port);
    installSecurityHeaders(app, { site, reportUri: config.services.errors });
    installSandboxGuard(app, { site, prefix: '/__sandbox' });
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

    await app.register(dataRoutes, { prefix: '/__sandbox', db });
    await app.register(errorSinkRoutes, { prefix: '/__sandbox', quiet: options.quiet ?? false });
    await app.register(mailboxRoutes, { prefix: '/__sandbox', db });
    await app.register(tokenAdminRoutes, { prefix: '/__sandbox', db });
    await app.register(orderAdminRoutes, { prefix: '/__sandbox', db });
    await app.register(callbackReceiverRoutes, { prefix: '/__sandbox', db });

    const registerIdentity = options.identity ?? (await loadDefaultIdentity());
    const identity = await registerIdentity(app, { db, port: options.port, dataDir: options.dataDir });
    installBearerAuth(app, identity, db);

    await app.register(customerRoutes, { prefix: '/api/customer', db });
    await app.register(customerSettingsRoutes, { prefix: '/api/customer', db });
    await app.register(authServiceRoutes, { prefix: '/api/auth', db });
    await app.register(mailGatewayRoutes, { prefix: '/api/mail', db });
    await app.register(publicConfigRoutes, { prefix: '/api/public-config' });
    await app.register(merchandiseRoutes, { prefix: '/api/merchandise' });
    await app.register(orderRoutes, { prefix: '/api/orders', db });
    await app.register(documentRoutes, { prefix: '/api/documents', db });
    await app.register(projectRoutes, { prefix: '/api/projects', db });
    await app.register(widgetRoutes, { prefix: '/api/widgets', db });
    await app.register(storefrontRoutes, { prefix: '/__storefront', db });
    await app.register(thirdPartyRoutes, { prefix: '/__third-party' });
    const media = await registerPhotoLibrary(app, { db, dataDir: options.dataDir, quiet: options.quiet ?? false });
    await app.register(albumRoutes, { prefix: '/api/photos', db });
    await app.register(sharedAlbumRoutes, { prefix: '/api/shared-albums', db });
    await app.register(tempSelectionRoutes, { prefix: '/api/temp-selections', db });
    const hub = new PushHub();
    const archives = await registerDownloads(app, {
      prefix: config.services.downloads,
      db,
      media,
      hub,
      dataDir: options.dataDir,
      quiet: options.quiet ?? false,
    });
    await registerActivation(app, {
      prefix: config.services.photos,
      db,
      hub,
      quiet: options.quiet ?? false,
      importMs: options.activationImportMs,
    });
    await installPushSocket(app, { path: config.services.push, identity, db, hub, faults });
    // test tool: raw text to an account's push sockets (forged messages)
    await app.register(pushTestToolRoutes, { prefix: '/__sandbox', hub });
    // test tool: hold an account's archive builds after download-started (forged-message tests)
    await app.register(archiveBuildToolRoutes, { prefix: '/__sandbox', archives });
    // The storage service: resumable photo uploads (docs/PHOTOS.md "Upload (storage service)").
    await registerUploads(app, { prefix: config.services.storage, db, media, dataDir: options.dataDir });

    if (options.dev) await mountViteDev(app);
    else await serveBuiltApp(app, { distDir: options.distDir ?? defaultDistDir });

    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Imported on demand: tests that bring their own registrar never load the OpenID provider (and
 * do not need sandbox/identity to exist yet).
 */
async function loadDefaultIdentity(): Promise<IdentityRegistrar> {
  const { registerIdentity } = await import('./identity/index');
  return registerIdentity;
}

import { activationService } from './activation/service';
import { adminService } from './admin/service';
import { albumsService } from './albums/service';
import { authService } from './auth-service/service';
import type { CallbackSettings } from './customer/callback-network';
import { customerService } from './customer/service';
import type { Db } from './db/db';
import { documentsService } from './documents/service';
import { downloadsService } from './downloads/service';
import { faultsService } from './faults/service';
import type { FaultStore } from './faults/store';
import { Provided, type SandboxService } from './http/service';
import type { Identity, IdentityRegistrar } from './identity-seam';
import { identityService } from './identity/service';
import { mailService } from './mail/service';
import { merchandiseService } from './merchandise/service';
import { ordersService } from './orders/service';
import type { MediaStore } from './photos/media-store';
import { photosService } from './photos/service';
import { projectsService } from './projects/service';
import { publicConfigService } from './public-config/service';
import { PushHub } from './push/hub';
import { pushService } from './push/service';
import { storefrontService } from './storefront/service';
import { tempSelectionsService } from './temp-selections/service';
import { thirdPartyService } from './third-party/service';
import type { UploadLimits } from './uploads/limits';
import { uploadsService } from './uploads/service';
import { widgetsService } from './widgets/service';
import type { WorkerPool } from './workers/pool';

/** What the services are built from: the sandbox's database, start options and fault switch. */
export interface SandboxContext {
  db: Db;
  /** the port the app will listen on (the identity provider's issuer URL needs it) */
  port: number;
  dataDir: string | undefined;
  quiet: boolean;
  /** the worker threads that make PDFs and write archives off the HTTP event loop */
  workers: WorkerPool;
  /** the fault switch's rules, installed on the app before any service */
  faults: FaultStore;
  /** the identity part's registrar; undefined: the real one (sandbox/identity) */
  identity: IdentityRegistrar | undefined;
  /** how long an activation import runs (undefined: ACTIVATION_IMPORT_MS) */
  activationImportMs: number | undefined;
  /** where the FTP integration's test callbacks may go (the test switch, the DNS) */
  callbacks: CallbackSettings;
  /** the test hook awaited before a finished upload becomes a photo (undefined: none) */
  beforeUploadPhoto?: (uploadId: string) => Promise<void>;
  /** the storage service's limits per account (undefined: DEFAULT_UPLOAD_LIMITS) */
  uploadLimits?: Partial<UploadLimits>;
  /** with a data folder: the seed's photo pictures made in the background after start */
  warmPictures: boolean;
}

/**
 * Every service of the sandbox, in registration order; sandbox/server.ts mounts them in one loop.
 * The order matters where a service needs what another installs or makes: the identity part comes
 * before every service whose routes check bearer tokens (it installs `app.authenticate`, which
 * they take at registration), and a service comes after those whose values it uses (`Provided`:
 * the identity's verifier for the push socket, the photo library's media store for downloads and
 * uploads).
 */
export function sandboxServices(context: SandboxContext): SandboxService[] {
  const { db, dataDir, quiet, workers } = context;
  const identity = new Provided<Identity>('the identity part');
  const media = new Provided<MediaStore>("the photo library's media store");
  // the push socket's messages: archives and activation imports announce their progress here
  const hub = new PushHub();
  return [
    faultsService(context.faults),
    adminService({ db, quiet, dataDir }),
    identityService({ registrar: context.identity, db, port: context.port, dataDir, identity }),
    customerService({ db, callbacks: context.callbacks, port: context.port }),
    authService({ db }),
    mailService({ db }),
    publicConfigService,
    merchandiseService,
    ordersService({ db }),
    documentsService({ db, workers }),
    projectsService({ db }),
    widgetsService({ db }),
    storefrontService({ db }),
    thirdPartyService,
    photosService({ db, dataDir, quiet, media, warmPictures: context.warmPictures }),
    albumsService({ db }),
    tempSelectionsService({ db }),
    downloadsService({ db, media, hub, workers, dataDir, quiet }),
    activationService({ db, hub, quiet, importMs: context.activationImportMs }),
    pushService({ db, hub, faults: context.faults, identity, port: context.port }),
    uploadsService({ db, media, workers, dataDir, beforePhoto: context.beforeUploadPhoto, limits: context.uploadLimits }),
  ];
}

import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import type { WorkerPool } from '../workers/pool';
import { PdfCache } from './pdf-cache';
import { documentRoutes } from './routes';

/** The documents service (invoices, product PDFs) under config.services.documents; its PDFs are made by `workers`. */
export function documentsService(deps: { db: Db; workers: WorkerPool }): SandboxService {
  return {
    name: 'documents',
    routes: [{ service: 'documents', register: plugin(documentRoutes, { db: deps.db, pdfs: new PdfCache(deps.workers) }) }],
  };
}

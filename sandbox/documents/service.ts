import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { documentRoutes } from './routes';

/** The documents service (invoices, product PDFs) under config.services.documents. */
export function documentsService(deps: { db: Db }): SandboxService {
  return { name: 'documents', routes: [{ service: 'documents', register: plugin(documentRoutes, deps) }] };
}

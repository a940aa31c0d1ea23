// The activation import on the photo service (spec S1 §3, §7; docs/PHOTOS.md "Activation import"):
// GET /users/activate answers the import status, POST /users/activate starts the import. Loaded
// with the photo screens, not the shell.
import { ActivationStart, ActivationStatus, type ImportStatus } from '@schemas/activation';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface ActivationApi {
  /** GET /users/activate: ACTIVE, NOT_ACTIVE, IMPORTING or DELETING */
  getStatus(options?: RequestOptions): Promise<ImportStatus>;
  /** POST /users/activate (no body): whether an import started */
  start(options?: RequestOptions): Promise<boolean>;
}

/** Bound to the photo service's client (base URL `config.services.photos`). */
export function createActivationApi(client: ServiceClient): ActivationApi {
  return {
    getStatus: async (options) => (await client.get('users/activate', ActivationStatus, options)).status,
    start: async (options) => (await client.send('POST', 'users/activate', undefined, ActivationStart, options)).started,
  };
}

/** The activation API, on the photo service (`config.services.photos`). */
export const activationApi = defineApi('activation', ({ client }) => createActivationApi(client('photos')));

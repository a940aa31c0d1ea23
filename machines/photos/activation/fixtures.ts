// Fixtures of the activation import: the service's statuses and failures.
import type { ImportStatus } from '@schemas/activation';
import { fixtureHttpError } from '../library/fixtures/timeline';

export const fixtureStatusActive: ImportStatus = 'ACTIVE';
export const fixtureStatusNotActive: ImportStatus = 'NOT_ACTIVE';
export const fixtureStatusImporting: ImportStatus = 'IMPORTING';
export const fixtureStartError = fixtureHttpError('POST', 'users/activate', 500);
export const fixtureStatusError = fixtureHttpError('GET', 'users/activate', 500);

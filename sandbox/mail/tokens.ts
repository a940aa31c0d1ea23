import { createHash, randomBytes } from 'node:crypto';

/** Confirmation tokens (auth service and mail gateway) are valid this long after they were mailed. */
export const CONFIRMATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, url-safe (base64url, no padding). */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function tokenExpiry(now = Date.now()): string {
  return new Date(now + CONFIRMATION_TOKEN_TTL_MS).toISOString();
}

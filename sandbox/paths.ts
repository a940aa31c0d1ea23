import { fileURLToPath } from 'node:url';

/** Folders of the repository the sandbox reads, resolved from this file (not from the cwd). */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
export const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

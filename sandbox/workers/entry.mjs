// The entry of a sandbox worker thread (pool.ts starts it): registers tsx's loader in this thread,
// as `node --import tsx` does for the main one, then loads the TypeScript job runner. A worker's
// `execArgv: ['--import', 'tsx']` does not load .ts on Node 20, and under Vitest the process
// has no tsx at all: the loader's register API works in both.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');

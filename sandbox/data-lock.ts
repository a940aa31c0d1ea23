import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One sandbox per data folder: the running sandbox keeps `<data folder>/sandbox.lock` holding its
 * pid. Two sandboxes on one folder would each open the database and diverge (and PGlite's files do
 * not survive two writers).
 */
export const LOCK_FILE = 'sandbox.lock';
const TAKEOVER_FILE = 'sandbox.lock.takeover';
/** a takeover file older than this was left by a process that died while taking over */
const TAKEOVER_STALE_MS = 10_000;

export class DataFolderBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another sandbox (pid ${pid}) is using the data folder ${dataDir}.\n` +
        `Stop it first, or start this one on another folder, e.g. SANDBOX_DATA=.sandbox-data/other PORT=8081 npm start`,
    );
    this.name = 'DataFolderBusy';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number(JSON.parse(readFileSync(path, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of a live process holding the folder's lock (not this one), or null when it is free or stale. */
export function lockHolder(dataDir: string): number | null {
  const pid = readPid(join(dataDir, LOCK_FILE));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

const isFresh = (path: string, ms: number) => {
  try {
    return Date.now() - statSync(path).mtimeMs < ms;
  } catch {
    return false;
  }
};

const createExclusive = (path: string, content: string): boolean => {
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
};

/**
 * Takes the folder's lock or throws DataFolderBusy. The lock is created atomically (`wx`); a lock
 * whose pid is dead is removed only by whoever holds the takeover file (also `wx`), after reading
 * it again, so two processes finding the same stale lock cannot both start. Returns the release
 * function (also run on process exit).
 */
export function acquireDataLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const takeover = join(dataDir, TAKEOVER_FILE);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });

  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(path, content)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readPid(path) === process.pid) rmSync(path, { force: true });
      };
      process.once('exit', release);
      return release;
    }
    const holder = lockHolder(dataDir);
    if (holder !== null) throw new DataFolderBusy(dataDir, holder);
    if (readPid(path) === null && isFresh(path, 2_000)) {
      // Just created by another process that has not written its pid yet.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    // Stale (dead pid, or unreadable and old): take it over under the takeover file.
    if (!isFresh(takeover, TAKEOVER_STALE_MS)) rmSync(takeover, { force: true });
    if (!createExclusive(takeover, content)) continue;
    try {
      if (lockHolder(dataDir) === null) rmSync(path, { force: true });
    } finally {
      rmSync(takeover, { force: true });
    }
  }
  const holder = lockHolder(dataDir);
  throw new DataFolderBusy(dataDir, holder ?? -1);
}

/** For the sandbox and its command-line tools: takes the folder's lock, or says who has it and exits 1. */
export function lockDataFolderOrExit(dataDir: string): () => void {
  try {
    return acquireDataLock(dataDir);
  } catch (error) {
    process.stderr.write(
      error instanceof DataFolderBusy ? `${error.message}\n` : `Could not lock the data folder ${dataDir}: ${String(error)}\n`,
    );
    process.exit(1);
  }
}

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSandboxEnv } from '../../../sandbox/env';

describe('sandbox environment', () => {
  it('has the defaults of docs/CONTRACTS.md', () => {
    expect(readSandboxEnv({})).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: resolve('.sandbox-data/main'),
      fresh: false,
      quiet: false,
      dev: false,
      databaseUrl: undefined,
      allowLocalCallbacks: false,
      picturesOnDemand: false,
      behindProxy: false,
    });
  });

  it('reads the test switch for local callbacks', () => {
    expect(readSandboxEnv({ SANDBOX_ALLOW_LOCAL_CALLBACKS: '1' }).allowLocalCallbacks).toBe(true);
    expect(readSandboxEnv({ SANDBOX_ALLOW_LOCAL_CALLBACKS: '0' }).allowLocalCallbacks).toBe(false);
  });

  it('reads the switch for pictures on demand', () => {
    expect(readSandboxEnv({ SANDBOX_PICTURES_ON_DEMAND: '1' }).picturesOnDemand).toBe(true);
    expect(readSandboxEnv({}).picturesOnDemand).toBe(false);
  });

  it('reads the switch for a reverse proxy in front', () => {
    expect(readSandboxEnv({ SANDBOX_BEHIND_PROXY: '1' }).behindProxy).toBe(true);
    expect(readSandboxEnv({}).behindProxy).toBe(false);
  });

  it('reads PORT, the 1/true flags and DATABASE_URL', () => {
    const settings = readSandboxEnv({
      PORT: '9090',
      SANDBOX_FRESH: '1',
      SANDBOX_QUIET: 'true',
      SANDBOX_DEV: '0',
      DATABASE_URL: ' postgres://x/y ',
    });
    expect(settings).toMatchObject({ port: 9090, fresh: true, quiet: true, dev: false, databaseUrl: 'postgres://x/y' });
  });

  it('refuses a port that is not a number', () => {
    expect(() => readSandboxEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

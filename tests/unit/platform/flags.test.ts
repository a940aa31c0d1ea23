import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@schemas/config';
import { parseFlagQuery } from '@/platform/flags/flagQuery';
import { FLAG_STORAGE_KEY, mergeOverrides, readStoredFlags } from '@/platform/flags/flagStorage';
import { loadFlags } from '@/platform/flags/loadFlags';
import { resolveFlags } from '@/platform/flags/resolveFlags';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const flagsConfig: AppConfig['flags'] = {
  defaults: ['PhotoManagementAlbumViewEnabled'],
  hosts: {
    localhost: ['PhotoManagementTimelineEnabled', 'FlowAtlasEnabled'],
    'my.albelli.nl': ['PhotoManagementUploadViewEnabled'],
  },
};

describe('parseFlagQuery', () => {
  it('reads on/off, true/false and 1/0, and ignores unknown names and values', () => {
    expect(
      parseFlagQuery(
        '?flag.PhotoManagementTimelineEnabled=on&flag.FlowAtlasEnabled=FALSE&flag.PhotoManagementAlbumViewEnabled=1' +
          '&flag.PhotoManagementUploadViewEnabled=0&flag.PhotoManagementOrderPrintsEnabled=true&flag.Nope=on' +
          '&flag.PhotoManagementCopyToAlbumEnabled=maybe&embedded=true',
      ),
    ).toEqual({
      PhotoManagementTimelineEnabled: true,
      FlowAtlasEnabled: false,
      PhotoManagementAlbumViewEnabled: true,
      PhotoManagementUploadViewEnabled: false,
      PhotoManagementOrderPrintsEnabled: true,
    });
  });

  it('reads reset as "drop the stored override"', () => {
    expect(parseFlagQuery('flag.FlowAtlasEnabled=reset')).toEqual({ FlowAtlasEnabled: null });
  });
});

describe('readStoredFlags', () => {
  it('keeps known names with boolean values only', () => {
    const storage = new MemoryStorage();
    storage.setItem(FLAG_STORAGE_KEY, JSON.stringify({ FlowAtlasEnabled: true, PhotoManagementTimelineEnabled: 'yes', Other: true }));
    expect(readStoredFlags(storage)).toEqual({ FlowAtlasEnabled: true });
  });

  it('ignores malformed JSON and non-objects', () => {
    const storage = new MemoryStorage();
    storage.setItem(FLAG_STORAGE_KEY, '{nope');
    expect(readStoredFlags(storage)).toEqual({});
    storage.setItem(FLAG_STORAGE_KEY, '[true]');
    expect(readStoredFlags(storage)).toEqual({});
  });
});

describe('flag precedence', () => {
  const resolve = (input: Partial<Parameters<typeof resolveFlags>[0]>) =>
    resolveFlags({ query: {}, stored: {}, config: flagsConfig, hostnames: ['my.bonusprint.co.uk'], ...input });

  it('config: defaults everywhere, per-host lists by raw host name or table host', () => {
    expect([...resolve({})]).toEqual(['PhotoManagementAlbumViewEnabled']);
    expect(resolve({ hostnames: ['localhost', 'my.bonusprint.co.uk'] })).toEqual(
      new Set(['PhotoManagementAlbumViewEnabled', 'PhotoManagementTimelineEnabled', 'FlowAtlasEnabled']),
    );
    expect(resolve({ hostnames: ['my.albelli.nl.localhost', 'my.albelli.nl'] }).has('PhotoManagementUploadViewEnabled')).toBe(true);
  });

  it('local storage beats config', () => {
    const flags = resolve({ stored: { PhotoManagementAlbumViewEnabled: false, PhotoManagementCopyToAlbumEnabled: true } });
    expect(flags.has('PhotoManagementAlbumViewEnabled')).toBe(false);
    expect(flags.has('PhotoManagementCopyToAlbumEnabled')).toBe(true);
  });

  it('the query beats local storage and config', () => {
    const flags = resolve({
      query: { PhotoManagementAlbumViewEnabled: true, FlowAtlasEnabled: false },
      stored: { PhotoManagementAlbumViewEnabled: false },
      hostnames: ['localhost'],
    });
    expect(flags.has('PhotoManagementAlbumViewEnabled')).toBe(true);
    expect(flags.has('FlowAtlasEnabled')).toBe(false);
  });

  it('a query reset skips local storage and falls back to config', () => {
    expect(
      resolve({ query: { PhotoManagementAlbumViewEnabled: null }, stored: { PhotoManagementAlbumViewEnabled: false } }).has(
        'PhotoManagementAlbumViewEnabled',
      ),
    ).toBe(true);
  });
});

describe('loadFlags', () => {
  it('writes query overrides to local storage so that they survive a visit without the query', () => {
    const storage = new MemoryStorage();
    const first = loadFlags({
      search: '?flag.PhotoManagementTimelineEnabled=on',
      storage,
      config: flagsConfig,
      hostnames: ['my.bonusprint.co.uk'],
    });
    expect(first.has('PhotoManagementTimelineEnabled')).toBe(true);
    expect(JSON.parse(storage.getItem(FLAG_STORAGE_KEY) ?? '{}')).toEqual({ PhotoManagementTimelineEnabled: true });

    const later = loadFlags({ search: '', storage, config: flagsConfig, hostnames: ['my.bonusprint.co.uk'] });
    expect(later.has('PhotoManagementTimelineEnabled')).toBe(true);
  });

  it('a query reset removes the stored override', () => {
    const storage = new MemoryStorage();
    storage.setItem(FLAG_STORAGE_KEY, JSON.stringify({ PhotoManagementTimelineEnabled: true }));
    const flags = loadFlags({ search: '?flag.PhotoManagementTimelineEnabled=reset', storage, config: flagsConfig, hostnames: ['x'] });
    expect(flags.has('PhotoManagementTimelineEnabled')).toBe(false);
    expect(storage.getItem(FLAG_STORAGE_KEY)).toBeNull();
  });

  it('leaves local storage alone without query overrides', () => {
    const storage = new MemoryStorage();
    loadFlags({ search: '?embedded=true', storage, config: flagsConfig, hostnames: ['x'] });
    expect(storage.items.size).toBe(0);
  });

  it('mergeOverrides sets and removes', () => {
    expect(
      mergeOverrides(
        { FlowAtlasEnabled: true, PhotoManagementTimelineEnabled: false },
        { FlowAtlasEnabled: null, PhotoManagementAlbumViewEnabled: true },
      ),
    ).toEqual({
      PhotoManagementTimelineEnabled: false,
      PhotoManagementAlbumViewEnabled: true,
    });
  });
});

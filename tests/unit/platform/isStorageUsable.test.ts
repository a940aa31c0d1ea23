import { describe, expect, it } from 'vitest';
import { isStorageUsable } from '@/platform/storage/isStorageUsable';

class WorkingStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

class FullStorage extends WorkingStorage {
  override setItem(): void {
    throw new DOMException('quota', 'QuotaExceededError');
  }
}

const host = (overrides: Partial<{ localStorage: () => Storage; sessionStorage: () => Storage; cookieEnabled: boolean }> = {}) => ({
  get localStorage() {
    return (overrides.localStorage ?? (() => new WorkingStorage()))();
  },
  get sessionStorage() {
    return (overrides.sessionStorage ?? (() => new WorkingStorage()))();
  },
  navigator: { cookieEnabled: overrides.cookieEnabled ?? true },
});

describe('isStorageUsable', () => {
  it('is true when both storages work and cookies are on', () => {
    expect(isStorageUsable(host())).toBe(true);
  });

  it('is false when reading localStorage throws (site data blocked)', () => {
    expect(
      isStorageUsable(
        host({
          localStorage: () => {
            throw new DOMException('denied', 'SecurityError');
          },
        }),
      ),
    ).toBe(false);
  });

  it('is false when sessionStorage cannot be written', () => {
    expect(isStorageUsable(host({ sessionStorage: () => new FullStorage() }))).toBe(false);
  });

  it('is false when cookies are disabled', () => {
    expect(isStorageUsable(host({ cookieEnabled: false }))).toBe(false);
  });
});

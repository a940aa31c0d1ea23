import { vi } from 'vitest';

/** Makes `(max-width: …)` queries match below `width` px (jsdom has no matchMedia). */
export function setViewportWidth(width: number): void {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (max?.[1] !== undefined && width > Number(max[1])) return false;
    if (min?.[1] !== undefined && width < Number(min[1])) return false;
    return true;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  });
}

/** Takes setViewportWidth's matchMedia away again: the next test starts with jsdom's window as it is (no matchMedia). */
export function resetViewportWidth(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}

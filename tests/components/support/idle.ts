import { vi } from 'vitest';

/**
 * The browser's idle time in the test's hands: `window.requestIdleCallback` stubbed (jsdom has none,
 * and whenIdle then takes a timer), its callbacks held until `run()`. What waits for the page to be
 * drawn and the browser idle (useIdle, whenPageIdle) then waits for the test. A stub, not a
 * vi.mock: the components project shares its modules between files (isolate: false), and a module
 * mocked in one file stayed mocked in the next. `vi.unstubAllGlobals()` after each test ends it, once
 * the page is unmounted (`cleanup()` first: what waits for idle time cancels through the stub).
 */
export function holdIdleTime(): { run(): void; asked(): boolean } {
  const held: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => held.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    held[handle - 1] = () => undefined;
  });
  return {
    /** whether something has asked for idle time and waits for it */
    asked: () => held.length > 0,
    run() {
      for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

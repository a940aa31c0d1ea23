// The code of each route's screen for the app's own navigations. Opened directly, a page's HTML names
// its screen's chunks (dist/routes/<route>.html); moving from page to page, the app asks for them all
// at once from the build's list (dist/routes/code.json, read once the first page is drawn:
// loadScreenCode.ts), instead of the screen's chunk first and what it imports only once that came.
// The shell carries no list of its own (scripts/routePages.ts).
import { routeNames, type RouteName } from '@schemas/routes';
import type { ScreenCode } from '@schemas/screenCode';
import type { ScreenLoader, Screens } from './screens';

let known: ScreenCode = {};
const asked = new Set<string>();

/** Takes the build's list of each screen's code (loadScreenCode.ts). */
export function knowScreenCode(code: ScreenCode): void {
  known = code;
}

/** Asks for a route's screen code, each chunk once (<link rel="modulepreload">); nothing while the list is unknown. */
export function preloadScreenCode(route: RouteName, doc: Document = document): void {
  for (const file of known[route] ?? []) {
    if (asked.has(file)) continue;
    asked.add(file);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    doc.head.append(link);
  }
}

/** A route's screen loader asking for the screen's whole code first. */
export function withCode(route: RouteName, load: ScreenLoader): ScreenLoader {
  return () => {
    preloadScreenCode(route);
    return load();
  };
}

/** The screen table with each loader asking for its screen's whole code first (withCode). */
export function withScreenCode(table: Screens): Screens {
  const wrapped: Partial<Record<RouteName, ScreenLoader>> = {};
  for (const route of routeNames) wrapped[route] = withCode(route, table[route]);
  if (!isScreens(wrapped)) throw new Error('withScreenCode: a route has no screen');
  return wrapped;
}

function isScreens(table: Partial<Record<RouteName, ScreenLoader>>): table is Screens {
  return routeNames.every((route) => table[route] !== undefined);
}

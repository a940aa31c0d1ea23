import type { PathOf, PlainRouteName, RouteName, RouteParams } from '@schemas/routes';
import { routePath } from './routes';

/**
 * The path of a route by its name, with its parameters filled in (URL-encoded): the one way the app
 * turns a route name into a path. `href('orders')`, `href('orderDetails', { orderCode: 'A1' })`.
 * Machines name routes; the wiring resolves them here.
 */
export function href<Name extends PlainRouteName>(name: Name): string;
export function href<Name extends RouteName>(name: Name, params: RouteParams<PathOf<Name>>): string;
export function href(name: RouteName, params: Record<string, string> = {}): string {
  return routePath(name).replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`href(${name}): missing parameter ${param}`);
    return encodeURIComponent(value);
  });
}

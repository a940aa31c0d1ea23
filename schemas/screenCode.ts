import * as z from 'zod/mini';

/**
 * dist/routes/code.json, written by the build (scripts/routePages.ts): by route name, the chunks a
 * route's screen needs beyond the shell's, as paths under the app's origin (`assets/<hash>.js`).
 */
export const ScreenCode = z.record(z.string(), z.array(z.string().check(z.regex(/^assets\/[\w-]+\.js$/))));
export type ScreenCode = z.infer<typeof ScreenCode>;

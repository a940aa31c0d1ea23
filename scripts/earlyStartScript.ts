// The early start (src/platform/earlyStart/earlyStart.ts) as a classic script that index.html runs
// first, before the module scripts of the app. An external file, not an inline script: the app's
// Content-Security-Policy allows scripts from 'self' only. In a build it is a content-hashed asset
// (long-lived cache); the dev server compiles it on each request.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc, type Plugin } from 'vite';
import type { BuiltServices } from '../src/platform/earlyStart/earlyStart';

export const EARLY_START_SOURCE = fileURLToPath(new URL('../src/platform/earlyStart/earlyStart.ts', import.meta.url));
const CONFIG_SOURCE = fileURLToPath(new URL('../public/config.json', import.meta.url));
const ASSET_NAME = 'early-start.js';
const DEV_PATH = '/@my-account/early-start.js';
/** The app's entry module as index.html names it in dev mode (the dev server's own client is not held). */
export const DEV_ENTRY = /<script type="module" src="(\/src\/main\.tsx)"><\/script>/g;
/** The app's module scripts in a build: the entry chunk, or the chunks it was folded into. */
export const BUILT_ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/**
 * index.html with the app's module scripts preloaded instead of run, and their sources: the early
 * start runs them once its requests have left (runEarlyStart), and `<link rel="modulepreload">`
 * fetches and compiles them meanwhile.
 */
export function preloadEntry(html: string, scripts: RegExp): { html: string; sources: string[] } {
  const sources = [...html.matchAll(scripts)].map(([, src]) => src ?? '');
  if (sources.length === 0) throw new Error('index.html has no module script of the app');
  return { html: html.replace(scripts, (_, src: string) => `<link rel="modulepreload" crossorigin href="${src}">`), sources };
}

/**
 * The source compiled into a classic script: types stripped, `export` dropped, runEarlyStart run
 * once with the window (leaving its requests under EARLY_START_KEY, then starting the app's code),
 * minified. Rejects a source that imports anything.
 */
export async function compileEarlyStart(source: string, file = EARLY_START_SOURCE, built: BuiltServices = {}): Promise<string> {
  const { code } = await transformWithOxc(source, file, { lang: 'ts', target: 'es2022', sourcemap: false });
  const body = code.replace(/^export (?=(?:const|function|async function) )/gm, '');
  if (/^\s*(?:import|export)\b/m.test(body))
    throw new Error(`${file}: the early start must be self-contained (no imports, only exported constants and functions)`);
  const script = `(() => {\n${body.trim()}\nrunEarlyStart(window, ${JSON.stringify(built)});\n})();\n`;
  const minified = await minify('early-start.js', script, { compress: true, mangle: true });
  if (minified.errors.length > 0) throw new Error(`${file}: ${minified.errors.map((error) => error.message).join('; ')}`);
  return minified.code;
}

/**
 * The service bases the early start needs, from config.json as the build ships it (public/ is
 * copied into the build as it is): the session refresh then goes without waiting for config.json.
 */
export async function builtServices(): Promise<BuiltServices> {
  const parsed: unknown = JSON.parse(await readFile(CONFIG_SOURCE, 'utf8'));
  const services = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'services') : undefined;
  const pick = (name: keyof BuiltServices) => {
    const value: unknown = typeof services === 'object' && services !== null ? Reflect.get(services, name) : undefined;
    return typeof value === 'string' && value !== '' ? { [name]: value } : {};
  };
  return { ...pick('session'), ...pick('customer'), ...pick('photos'), ...pick('orders') };
}

const compileSource = async () => compileEarlyStart(await readFile(EARLY_START_SOURCE, 'utf8'), EARLY_START_SOURCE, await builtServices());

export function earlyStartScript(): Plugin {
  let reference: string | null = null;
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'my-account:early-start',
    configResolved(config) {
      command = config.command;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        compileSource()
          .then((script) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(script);
          })
          .catch(next);
      });
    },
    async buildStart() {
      if (command !== 'build') return;
      reference = this.emitFile({ type: 'asset', name: ASSET_NAME, source: await compileSource() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let src = DEV_PATH;
        if (!context.server) {
          const asset = Object.values(context.bundle ?? {}).find((output) => output.type === 'asset' && output.names.includes(ASSET_NAME));
          if (!asset || reference === null) throw new Error(`${ASSET_NAME} was not emitted`);
          src = `/${asset.fileName}`;
        }
        const app = preloadEntry(html, context.server ? DEV_ENTRY : BUILT_ENTRY);
        return { html: app.html, tags: [{ tag: 'script', attrs: { src, 'data-app': app.sources.join(' ') }, injectTo: 'head-prepend' }] };
      },
    },
  };
}

import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchPath } from 'react-router';
import { routeNames, routePaths } from '@schemas/routes';
import { missingBuildPage } from './missing-build';
import { acceptsHtml, isServerPath, pathOf } from './routing';

/**
 * Serves the built app from dist/ (normal mode): /assets/* are content-hashed, so cached for a
 * year; everything else (index.html, config.json, locales, favicons) is revalidated every time.
 * Any other GET that wants HTML and is not a server path gets the page of the app's route at that
 * path, which the build writes to dist/routes/ (scripts/routePages.ts: index.html naming the
 * screen's code), or index.html for any other path (SPA fallback); without a build, a 503 page says
 * how to make one. dist/ is checked per request, so building while the sandbox runs needs no
 * restart. Brotli and gzip copies written by the build are served to browsers that accept them.
 */
export async function serveBuiltApp(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const assetsDir = join(options.distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    cacheControl: false,
    // the build writes .br and .gz beside each file (scripts/compressAssets.ts): served by
    // Accept-Encoding, with Vary: Accept-Encoding and the original file's Content-Type
    preCompressed: true,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsApp =
      (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(pathOf(request.url)) && acceptsHtml(request.headers.accept);
    if (!wantsApp) return reply.code(404).send({ message: `Not found: ${request.method} ${pathOf(request.url)}` });
    if (!existsSync(join(options.distDir, 'index.html'))) {
      return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(missingBuildPage);
    }
    return reply.code(200).sendFile(pageOf(options.distDir, pathOf(request.url)));
  };
  app.setNotFoundHandler(sendApp);
  // `/` is the home route's page, as every route's path is its route's (the static files would send
  // the folder's index.html)
  app.get('/', sendApp);
}

/**
 * The file sent for an app path: the page the build wrote for the route matching it, matched as the
 * app's router matches it (react-router's matchPath over the route table), else index.html.
 */
export function pageOf(distDir: string, path: string): string {
  const route = routeNames.find((name) => matchPath(routePaths[name], path) !== null);
  const page = route === undefined ? null : join('routes', `${route}.html`);
  return page !== null && existsSync(join(distDir, page)) ? page : 'index.html';
}

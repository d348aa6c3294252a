import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import type { BrandConfig } from '../src/brands/types';
import {
  cacheControl,
  checkInlineCode,
  contentSecurityPolicy,
  developmentHeaders,
  type HeadersManifest,
  headersFile,
  headersManifest,
  previewHeaders,
} from './securityHeaders.ts';

/** Where the build keeps the source maps: beside the served folder, never in it (`dist` → `dist-sourcemaps`). */
export const sourceMapsDir = (outDir: string) => join(dirname(outDir), `${basename(outDir)}-sourcemaps`);

/**
 * The site's security headers wherever it is served:
 * - the build checks that the policy hashes every inline script of the final
 *   index.html, writes `headers.json` and `_headers` beside it, and moves the
 *   source maps out of what is served;
 * - `vite preview` sends the headers the build wrote (the sandbox allowed as
 *   the CDNs), 404s source maps, and caches hashed assets for a year;
 * - the development server sends a relaxed set (its HMR client needs inline
 *   and evaluated scripts).
 */
export function publishHeaders(brand: BrandConfig, sandboxOrigin: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'lobby-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('securityHeaders: the build wrote no index.html');
      checkInlineCode(String(page.source), contentSecurityPolicy(brand));
      const manifest = headersManifest(brand);
      writeFileSync(join(outDir, 'headers.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      writeFileSync(join(outDir, '_headers'), headersFile(manifest));
      const maps = sourceMapsDir(outDir);
      rmSync(maps, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(maps, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
    configurePreviewServer(server) {
      const served = resolve(server.config.root, server.config.build.outDir);
      const file = join(served, 'headers.json');
      let manifest: HeadersManifest;
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as HeadersManifest;
      } catch {
        throw new Error(`${file} is missing: build the site again (pnpm --filter @lobby/web build)`);
      }
      const headers = previewHeaders(manifest, sandboxOrigin);
      server.middlewares.use(servedWith(headers, served));
    },
    configureServer(server) {
      server.middlewares.use(servedWith(developmentHeaders()));
    },
  };
}

/**
 * Sets the headers on every response. For a built site (`served`, its folder),
 * also answers 404 for source maps and for files under /assets/ that are not
 * there: the single-page fallback would otherwise answer them with the page,
 * cached for a year under a script's name.
 */
function servedWith(headers: Record<string, string>, served?: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (!served) return next();
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const asset = path.startsWith('/assets/');
    if (path.endsWith('.map') || (asset && !existsSync(join(served, path)))) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('Cache-Control', asset ? cacheControl.hashedAssets : cacheControl.document);
    next();
  };
}

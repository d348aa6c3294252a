import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startSandboxServer } from '@lobby/mocks/server';
import { chromium } from 'playwright';
import { build, type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** The same site built for the members-only brand (route guard on). */
    membersSiteUrl: string;
    /** The default build, deployed with another merchant's brand file beside it: no rebuild. */
    secondBrandSiteUrl: string;
    sandboxUrl: string;
    wsEndpoint: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
const siteRoot = join(root, 'sites', 'web');

/**
 * End-to-end tests run against the BUILT site (`sites/web/dist`, made by the
 * build step before them) served by `vite preview`, which proxies the platform
 * paths to a sandbox server on a free port. One Chromium serves every test
 * file; each test opens its own context, so storage never leaks between them.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(siteRoot, 'dist', 'index.html'))) {
    throw new Error('Build the site first: pnpm --filter @lobby/web build');
  }
  // The analytics tag the demo settings name lives outside this machine: the platform here names none.
  const sandbox = await startSandboxServer({ port: 0, gtagId: null });
  // The site's Vite config reads the sandbox port when it loads.
  process.env.SANDBOX_PORT = String(sandbox.port);
  const configFile = join(siteRoot, 'vite.config.ts');
  const serve = async (outDir: string): Promise<[PreviewServer, string]> => {
    const server = await preview({
      root: siteRoot,
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!url) throw new Error('vite preview did not report its address');
    return [server, url];
  };
  // The guard needs a brand with `loginedToHomePage` on: a second, small build of the same site.
  process.env.VITE_BRAND = 'members';
  try {
    await build({ root: siteRoot, configFile, logLevel: 'warn', build: { outDir: 'dist-members', emptyOutDir: true } });
  } finally {
    delete process.env.VITE_BRAND;
  }
  // A second merchant on the same build, as README's "Add a brand" deploys one: the files copied, the example
  // brand's JSON and pictures beside them.
  const secondBrandDist = join(siteRoot, 'dist-second-brand');
  rmSync(secondBrandDist, { recursive: true, force: true });
  cpSync(join(siteRoot, 'dist'), secondBrandDist, { recursive: true });
  cpSync(join(root, 'deploy', 'brand-example'), secondBrandDist, { recursive: true });
  const [server, siteUrl] = await serve('dist');
  const [membersServer, membersSiteUrl] = await serve('dist-members');
  const [secondBrandServer, secondBrandSiteUrl] = await serve('dist-second-brand');
  const browser = await chromium.launchServer({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('siteUrl', siteUrl);
  project.provide('membersSiteUrl', membersSiteUrl);
  project.provide('secondBrandSiteUrl', secondBrandSiteUrl);
  project.provide('sandboxUrl', sandbox.url);
  project.provide('wsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    for (const preview of [server, membersServer, secondBrandServer]) {
      await new Promise<void>((resolve) => preview.httpServer.close(() => resolve()));
    }
    await sandbox.close();
  };
}

/**
 * The built site under its own security headers, in Chromium: every route,
 * as a visitor and as demo_player, the login popup, every page of the member
 * centre and a game launch run without one content security policy
 * violation; the headers are on the page and on its files, source maps are
 * not served, and no other site can frame the page.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs, loginDialog, openCategory, openLogin } from './actions';
import { type E2E, siteUrl, useBrowser } from './harness';
import { watchPolicy } from './policy';

const siteSources = join(import.meta.dirname, '..', '..', 'sites', 'web', 'src');

/** Every path of the route table (pages and the modal routes), read from the site's source. */
function routePaths(): string[] {
  const table = readFileSync(join(siteSources, 'app', 'routeTable.ts'), 'utf8');
  const paths = [...table.matchAll(/\bpath: '(\/[^']*)'/g)].map(([, path = '']) => path);
  if (paths.length < 20) throw new Error(`Read only ${paths.length} routes from routeTable.ts`);
  // The router's own: the root and the old download address redirect, and an unknown address.
  return ['/', '/download', ...paths, '/no-such-page'];
}

/** Every page id of the member centre, read from its page map. */
function memberCentrePages(): string[] {
  const map = readFileSync(join(siteSources, 'features', 'memberCenter', 'pages.ts'), 'utf8');
  const ids = [...map.matchAll(/^\s+(\w+): (?:lazyCentrePage|preparingPage)\b/gm)].map(([, id = '']) => id);
  if (ids.length < 10) throw new Error(`Read only ${ids.length} member centre pages from pages.ts`);
  return ids;
}

/** Loads an address; the harness lets the page come to rest (and checks it) before the next one. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

async function launchFirstSlot(e2e: E2E): Promise<void> {
  const { page } = e2e;
  await page.goto('/index');
  await openCategory(page, 'Slots');
  const games = page.getByRole('list', { name: 'PP Slots games' });
  await expect.poll(() => games.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const play = games.getByRole('button', { name: /^Play / }).first();
  const name = (await play.getAttribute('aria-label'))?.replace(/^Play /, '') ?? '';
  await play.click();
  await page.waitForURL('**/game');
  // The sandbox's game page, served from the launch CDN's host, drew inside the frame.
  await page.frameLocator('iframe').first().getByRole('heading', { level: 1, name }).waitFor();
}

describe('the content security policy', () => {
  const e2e = useBrowser();

  // Many addresses, each checked at rest by the harness: minutes, not seconds.
  const long = 300_000;

  it(
    'lets a visitor through every route and the login popup without a violation',
    async () => {
      const { page, context } = e2e;
      const seen = await watchPolicy(context);
      for (const path of routePaths()) await visit(page, path);
      await openLogin(page);
      await loginDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
      await page.waitForLoadState('networkidle');
      expect(seen.violations).toEqual([]);
      expect(seen.messages).toEqual([]);
    },
    long,
  );

  it(
    'lets demo_player through every route without a violation',
    async () => {
      const { page, context } = e2e;
      const seen = await watchPolicy(context);
      await logInAs(page, 'demo_player');
      for (const path of routePaths().filter((path) => path !== '/login')) await visit(page, path);
      await page.waitForLoadState('networkidle');
      expect(seen.violations).toEqual([]);
      expect(seen.messages).toEqual([]);
    },
    long,
  );

  it(
    'lets demo_player through every page of the member centre and into a game without a violation',
    async () => {
      const { page, context } = e2e;
      const seen = await watchPolicy(context);
      await logInAs(page, 'demo_player');
      for (const id of memberCentrePages()) {
        await visit(page, `/index?panel=member&page=${id}`);
        await page.getByRole('dialog', { name: 'Personal Center' }).waitFor();
      }
      await launchFirstSlot(e2e);
      expect(seen.violations).toEqual([]);
      expect(seen.messages).toEqual([]);
    },
    long,
  );

  it('sends the headers with the page and its files, and serves no source map', async () => {
    const { page } = e2e;
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    // Only the site, the start-up reads and the splash's two loaders by hash, and the Google tag's host (the
    // demo brand uses it).
    expect(policy).toMatch(
      /(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3} https:\/\/www\.googletagmanager\.com(;|$)/,
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cache-control': 'no-cache',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    // HSTS would pin this machine's address to https: production servers send it, the preview does not.
    expect(headers['strict-transport-security']).toBeUndefined();

    const html = (await response?.text()) ?? '';
    const script = /"\/(assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    if (!script) throw new Error('The page names no framework script');
    const asset = await page.request.get(`${siteUrl()}/${script}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await asset.text()).not.toContain('sourceMappingURL');
    const map = await page.request.get(`${siteUrl()}/${script}.map`);
    expect(map.status()).toBe(404);
    // A file that is not there is not answered with the page, which would be cached for a year as a script.
    const missing = await page.request.get(`${siteUrl()}/assets/no-such-chunk.js`);
    expect(missing.status()).toBe(404);
  });

  it('refuses to show the site in another site’s frame', async () => {
    const { page } = e2e;
    e2e.expectErrors({
      consoleError: /frame-ancestors 'none'/,
      because: 'Chromium reports the framing it refused',
    });
    // A page of another site (another port is another origin), framing the login.
    const framer = createServer((_, response) => {
      response.setHeader('content-type', 'text/html');
      // Its own icon inline: a favicon request could outlive the server.
      response.end(
        `<!doctype html><title>Framer</title><link rel="icon" href="data:,"><iframe title="framed" src="${siteUrl()}/login"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const address = framer.address();
      if (!address || typeof address === 'string') throw new Error('The framing page has no port');
      const { port } = address;
      const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
      await page.goto(`http://127.0.0.1:${port}/`);
      await refused;
    } finally {
      framer.close();
    }
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).not.toBe(`${siteUrl()}/login`);
    expect(await page.frameLocator('iframe').locator('#root').count()).toBe(0);
  });
});

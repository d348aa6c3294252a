import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexHtmlTransformContext, MinimalPluginContextWithoutEnvironment } from 'vite';
import { describe, expect, it } from 'vitest';
import { demoBrand } from '../src/brands/demo';
import type { BrandConfig } from '../src/brands/types';
import {
  checkInlineCode,
  contentSecurityPolicy,
  headersFile,
  headersManifest,
  inlineCodeOf,
  nginxHeadersConf,
  parsePolicy,
  previewHeaders,
  securityHeaders,
  serializePolicy,
  sha256Source,
} from './securityHeaders';
import { loadScriptsScript, loadStylesScript, splashFirst } from './splashFirst';
import { startupCallsScript } from './startupCalls';
import { startupDataOf } from './startupData';

const withSecurity = (security: Partial<BrandConfig['contentSecurity']>, extra: Partial<BrandConfig> = {}) => ({
  ...demoBrand,
  ...extra,
  contentSecurity: { ...demoBrand.contentSecurity, ...security },
});
const withoutTag = withSecurity({ googleTag: false });
const policyOf = (brand: BrandConfig) => Object.fromEntries(contentSecurityPolicy(brand));

/** The page the build writes, as the splash plugin leaves it. */
async function builtPage(): Promise<string> {
  const startup = async () => startupDataOf(demoBrand, '/brand.json');
  const hook = splashFirst({ EN: { message: 'Could not load', reload: 'Reload' } }, {}, startup).transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('splashFirst has no ordered hook');
  const page = `<!doctype html><html><head><title>Lobby</title>
<script type="module" crossorigin src="/assets/shell-a.js"></script>
<link rel="stylesheet" crossorigin href="/assets/shell-b.css">
</head><body><div id="root"></div></body></html>`;
  return String(
    await hook.handler.call({} as MinimalPluginContextWithoutEnvironment, page, {} as IndexHtmlTransformContext),
  );
}

describe('the content security policy', () => {
  it('hashes the exact bytes of the sha256 source', () => {
    // The empty string's SHA-256, as every CSP guide lists it.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('is strict for the demo brand without the Google tag', () => {
    expect(policyOf(withoutTag)).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        sha256Source(startupCallsScript),
        sha256Source(loadStylesScript),
        sha256Source(loadScriptsScript),
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(serializePolicy(contentSecurityPolicy(withoutTag))).not.toMatch(/google|unsafe-eval|\*(?!\.)/);
  });

  it('lets in only the Google tag’s hosts when the brand uses the tag', () => {
    const policy = policyOf(withSecurity({ googleTag: true }));
    expect(policy['script-src']).toEqual([
      "'self'",
      sha256Source(startupCallsScript),
      sha256Source(loadStylesScript),
      sha256Source(loadScriptsScript),
      'https://www.googletagmanager.com',
    ]);
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
    // The tag adds nothing to frames, fonts or styles.
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(policyOf(withoutTag)['style-src']);
  });

  it('adds the brand’s frame, image and connect hosts and its platform origin', () => {
    const brand = withSecurity(
      {
        googleTag: false,
        frameHosts: ['https://launch.cdn.example', 'https://*.vendor.example'],
        imageHosts: ['https://img.cdn.example'],
        connectHosts: ['https://chat.example'],
      },
      { platformBaseUrl: 'https://api.platform.example/base' },
    );
    const policy = policyOf(brand);
    expect(policy['frame-src']).toEqual(['https://launch.cdn.example', 'https://*.vendor.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img.cdn.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.platform.example', 'https://chat.example']);
  });

  it('refuses a host that would weaken or break the policy', () => {
    for (const host of [
      '*',
      'https:',
      'http://cdn.example',
      'https://cdn.example/path',
      "https://a.example; script-src 'unsafe-inline'",
    ]) {
      expect(() => contentSecurityPolicy(withSecurity({ frameHosts: [host] }))).toThrow(/not an https origin/);
    }
    expect(() => contentSecurityPolicy(withoutTag, { sandboxOrigin: 'https://evil.example' })).toThrow(/this machine/);
  });

  it('hashes every inline script the built page runs, and nothing else passes', async () => {
    const page = await builtPage();
    const policy = contentSecurityPolicy(demoBrand);
    // The start-up reads and the two loaders run; the JSON data block does not.
    expect(inlineCodeOf(page).scripts).toEqual([startupCallsScript, loadStylesScript, loadScriptsScript]);
    expect(() => checkInlineCode(page, policy)).not.toThrow();
    expect(() => checkInlineCode(page.replace('</body>', '<script>alert(1)</script></body>'), policy)).toThrow(
      /1 inline script/,
    );
    expect(() => checkInlineCode(page.replace('<div id="root">', '<div id="root" onclick="x()">'), policy)).toThrow(
      /event handlers \(onclick\)/,
    );
  });
});

describe('the security headers', () => {
  it('sends the browser protections, and HSTS only where asked', () => {
    const headers = securityHeaders(demoBrand, { transportSecurity: false });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
    // The game frame delegates these to the game.
    expect(headers['Permissions-Policy']).not.toMatch(/fullscreen|autoplay|encrypted-media/);
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(demoBrand, { transportSecurity: true })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{8}; includeSubDomains$/,
    );
  });

  it('writes the _headers file with every header and the cache rules', () => {
    const file = headersFile(headersManifest(withoutTag));
    expect(file).toContain(`/*\n  Content-Security-Policy: ${serializePolicy(contentSecurityPolicy(withoutTag))}\n`);
    expect(file).toContain('  Strict-Transport-Security: max-age=');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file).toContain('/index.html\n  Cache-Control: no-cache\n');
  });

  it('serves the preview without HSTS and with the sandbox standing in for the CDNs', () => {
    const sandbox = 'http://127.0.0.1:4010';
    const headers = previewHeaders(headersManifest(withoutTag), sandbox);
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    const policy = Object.fromEntries(parsePolicy(headers['Content-Security-Policy'] ?? ''));
    expect(policy['frame-src']).toEqual([sandbox]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', sandbox]);
    expect(policy['script-src']).toEqual(policyOf(withoutTag)['script-src']);
    expect(() => previewHeaders(headersManifest(withoutTag), 'https://cdn.example')).toThrow(/this machine/);
  });
});

describe('the nginx example', () => {
  const deploy = join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx');
  const conf = readFileSync(join(deploy, 'lobby.conf'), 'utf8');

  it('sends the headers the module computes for the demo brand (pnpm deploy:headers rewrites them)', () => {
    expect(readFileSync(join(deploy, 'security-headers.conf'), 'utf8')).toBe(nginxHeadersConf(demoBrand));
  });

  it('includes them in every location, since a location with its own add_header drops the server’s', () => {
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const location of locations) expect(location).toContain('include lobby/security-headers.conf;');
  });

  it('serves no source map, caches hashed files for a year and answers every route with the page', () => {
    expect(conf).toMatch(/location ~ \\\.map\$ \{[^}]*return 404;/);
    expect(conf).toMatch(/location \/assets\/ \{[^}]*max-age=31536000, immutable/);
    expect(conf).toMatch(/location = \/index\.html \{[^}]*no-cache/);
    expect(conf).toMatch(/location \/ \{[^}]*try_files \$uri \/index\.html;/);
  });
});

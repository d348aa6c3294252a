import { createHash } from 'node:crypto';
import type { BrandConfig } from '../src/brands/types';
import { splashInlineScripts } from './splashFirst.ts';

/**
 * The response headers of the built site, for one brand: the one source the
 * build's headers files (`_headers`, `headers.json`), `vite preview` and the
 * nginx example (deploy/nginx/) take them from. docs/security.md says why
 * each is there.
 */

/** A content security policy: each directive with its sources, in the order written. */
export type Policy = ReadonlyMap<string, readonly string[]>;

/** Google's tag: its script, and where it sends hits and pixels. */
const googleTag = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  image: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * Powerful features nothing on the site uses, refused to the page and to every
 * frame in it. Fullscreen, autoplay and encrypted media keep their defaults:
 * the game frame delegates them to the game.
 */
const refusedFeatures = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Two years, subdomains included; not preloaded, which a merchant decides with its domain. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/** Cache rules: hashed file names never change content; the page itself is checked every time. */
export const cacheControl = {
  hashedAssets: 'public, max-age=31536000, immutable',
  document: 'no-cache',
} as const;

const httpsHost = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/;
const loopbackOrigin = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

function checkedHosts(list: readonly string[], field: string): string[] {
  for (const host of list) {
    if (!httpsHost.test(host)) {
      throw new Error(
        `contentSecurity.${field}: ${JSON.stringify(host)} is not an https origin (https://host, https://*.host)`,
      );
    }
  }
  return [...list];
}

/** The CSP source of a script or style's exact text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /**
   * A sandbox on this machine standing in for the platform's image and launch
   * CDNs (`pnpm preview`, the end-to-end tests): allowed for images and frames.
   */
  sandboxOrigin?: string;
  /** The inline scripts the page runs; the splash's loaders unless a test says otherwise. */
  inlineScripts?: readonly string[];
}

/** The brand's content security policy. */
export function contentSecurityPolicy(brand: BrandConfig, options: PolicyOptions = {}): Policy {
  const security = brand.contentSecurity;
  const imageHosts = checkedHosts(security.imageHosts, 'imageHosts');
  const frameHosts = checkedHosts(security.frameHosts, 'frameHosts');
  const connectHosts = checkedHosts(security.connectHosts, 'connectHosts');
  const platform = brand.platformBaseUrl ? new URL(brand.platformBaseUrl).origin : undefined;
  if (platform) checkedHosts([platform], 'platformBaseUrl');
  const sandbox = options.sandboxOrigin;
  if (sandbox !== undefined && !loopbackOrigin.test(sandbox)) {
    throw new Error(`The sandbox origin must be on this machine (http://127.0.0.1:port), not ${sandbox}`);
  }
  const local = sandbox ? [sandbox] : [];
  const tag = security.googleTag;
  const frames = [...frameHosts, ...local];
  const unique = (sources: string[]) => [...new Set(sources)];
  return new Map<string, string[]>([
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...(options.inlineScripts ?? splashInlineScripts).map(sha256Source), ...(tag ? googleTag.script : [])],
    ],
    // Inline styles stay allowed: Radix writes computed <style> elements at run
    // time (the scroll lock under a modal measures the scroll bar) and React
    // sets style attributes. A style cannot run script; docs/security.md.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // blob: pictures are the page's own (the profile's avatar, shown to be cropped before upload).
    ['img-src', unique(["'self'", 'data:', 'blob:', ...imageHosts, ...local, ...(tag ? googleTag.image : [])])],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique(["'self'", ...(platform ? [platform] : []), ...connectHosts, ...(tag ? googleTag.connect : [])]),
    ],
    // Not 'self': a game page on the site's own origin could script the site.
    ['frame-src', frames.length > 0 ? unique(frames) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

export function serializePolicy(policy: Policy): string {
  return [...policy].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

export function parsePolicy(text: string): Policy {
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([directive]) => directive)
      .map(([directive = '', ...sources]) => [directive, sources]),
  );
}

export interface HeaderOptions extends PolicyOptions {
  /** HSTS: only where the site is served over https (production), never on localhost. */
  transportSecurity: boolean;
}

/** Every security header of the site's responses, by name. */
export function securityHeaders(brand: BrandConfig, options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': serializePolicy(contentSecurityPolicy(brand, options)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': refusedFeatures.map((feature) => `${feature}=()`).join(', '),
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    // Our own popups (customer service, games) keep their handle; a page that opens us loses its.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.transportSecurity ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  };
}

/**
 * What the development server sends: Vite's HMR client runs inline and
 * evaluated code and talks over a WebSocket, so only the parts that do not
 * touch scripts or connections apply there.
 */
export function developmentHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The headers file the build writes beside the site (`dist/headers.json`), read by `vite preview`. */
export interface HeadersManifest {
  /** Every response, HSTS included (production). */
  headers: Record<string, string>;
  /** `Cache-Control` by path pattern. */
  cache: Record<string, string>;
}

export function headersManifest(brand: BrandConfig): HeadersManifest {
  return {
    headers: securityHeaders(brand, { transportSecurity: true }),
    cache: { '/assets/*': cacheControl.hashedAssets, '/': cacheControl.document, '/index.html': cacheControl.document },
  };
}

/** The same headers in the `_headers` format of Netlify and Cloudflare Pages. */
export function headersFile(manifest: HeadersManifest): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', manifest.headers),
    ...Object.entries(manifest.cache).map(([path, value]) => block(path, { 'Cache-Control': value })),
  ].join('\n')}\n`;
}

/**
 * The headers as served on this machine by `vite preview`: no HSTS (it would
 * pin localhost to https), and the local sandbox allowed where it stands in
 * for the CDNs.
 */
export function previewHeaders(manifest: HeadersManifest, sandboxOrigin: string): Record<string, string> {
  if (!loopbackOrigin.test(sandboxOrigin)) throw new Error(`Not a sandbox on this machine: ${sandboxOrigin}`);
  const { 'Strict-Transport-Security': _, ...headers } = manifest.headers;
  const policy = new Map(parsePolicy(headers['Content-Security-Policy'] ?? ''));
  for (const directive of ['img-src', 'frame-src']) {
    const sources = (policy.get(directive) ?? []).filter((source) => source !== "'none'");
    policy.set(directive, [...sources, sandboxOrigin]);
  }
  return { ...headers, 'Content-Security-Policy': serializePolicy(policy) };
}

/**
 * The same headers as an nginx snippet (deploy/nginx/security-headers.conf),
 * `always` so error pages carry them too. nginx drops a server's
 * `add_header` lines in a location that adds its own, so every location of
 * the example includes this file.
 */
export function nginxHeadersConf(brand: BrandConfig): string {
  const headers = securityHeaders(brand, { transportSecurity: true });
  return [
    `# Generated by \`pnpm deploy:headers\` from sites/web/build/securityHeaders.ts (brand: ${brand.merchantCode}).`,
    '# Do not edit by hand: a unit test compares this file with the module.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/** Inline code in a built page: scripts that run (data blocks do not) and event-handler attributes. */
export function inlineCodeOf(html: string): { scripts: string[]; handlers: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
  const handlers = [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+)=/gi)].map(([, name = '']) => name);
  return { scripts, handlers };
}

/** Throws unless the policy lets every inline script of the page run, and no handler attribute is there. */
export function checkInlineCode(html: string, policy: Policy): void {
  const { scripts, handlers } = inlineCodeOf(html);
  if (handlers.length > 0) throw new Error(`index.html has inline event handlers (${handlers.join(', ')})`);
  const allowed = new Set(policy.get('script-src') ?? []);
  const refused = scripts.filter((script) => !allowed.has(sha256Source(script)));
  if (refused.length > 0) {
    throw new Error(
      `index.html runs ${refused.length} inline script(s) the content security policy does not hash:\n${refused
        .map((script) => script.slice(0, 120))
        .join('\n')}`,
    );
  }
}

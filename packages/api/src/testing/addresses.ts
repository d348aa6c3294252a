import fc from 'fast-check';

/**
 * Addresses as a hostile platform could send them, for property tests of the
 * address checks: schemes in odd cases and with whitespace inside, `//` and
 * backslashes that make a browser read a path as another host, tabs,
 * newlines and other control characters anywhere, percent-encoding, unicode
 * hosts, credentials, `data:` and `blob:` URIs and relative paths, plus
 * well-formed web URLs and arbitrary text.
 */

const leading = fc.constantFrom('', '', '', ' ', '\t', '\n', '\r\n', '\u0000', '\u001f', '\u00a0', '\ufeff', '\u3000');

const schemes = fc.constantFrom(
  '',
  '',
  'http:',
  'https:',
  'HTTPS:',
  'hTtP:',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'java\nscript:',
  'java\u0000script:',
  ' javascript:',
  'javascript&colon;',
  '&#106;avascript:',
  '%6Aavascript:',
  'vbscript:',
  'data:',
  'data:image/png;base64,',
  'DATA:IMAGE/SVG+XML,',
  'data:image/svg+xml;utf8,',
  'data:text/html,',
  'data:text/html;base64,',
  'blob:',
  'blob:https://site.example/',
  'file:',
  'ftp:',
  'ws:',
  'mailto:',
  'tel:',
  'about:',
  'h\ttps:',
  'https;',
  'https:\\',
);

const slashes = fc.constantFrom(
  '',
  '/',
  '//',
  '///',
  '\\',
  '\\\\',
  '/\\',
  '\\/',
  '/\t/',
  '/\n/',
  '/\r/',
  ' //',
  '/%2F',
  '%2F%2F',
  '/%5C',
  '/./',
  '/../',
  '/.//',
);

const hosts = fc.oneof(
  fc.constantFrom(
    'site.example',
    'evil.example',
    'ev\til.example',
    'evil\u0000.example',
    '127.0.0.1',
    '0x7f.1',
    '[::1]',
    'xn--e1afmkfd.example',
    'пример.example',
    '例え.テスト',
    'ｅｖｉｌ．example',
    'user:pass@evil.example',
    'site.example@evil.example',
    'site.example%40evil.example',
    'evil.example%2F',
    'evil.example:8080',
    'evil.example:99999',
    'alert(1)',
    '',
  ),
  fc.domain(),
);

const pathPieces = fc.constantFrom(
  '',
  '/',
  'page',
  'a/b',
  '?q=1',
  '#top',
  '%00',
  '%0A',
  '%2e%2e/',
  '../',
  '\\',
  ' ',
  '\t',
  '\n',
  '\u2028',
  '<script>',
  '"onerror="alert(1)',
  'alert(1)',
  '//evil.example',
  '@evil.example',
  '你好',
);

const paths = fc.array(pathPieces, { maxLength: 5 }).map((pieces) => pieces.join(''));

/** One character that could hide anywhere: control characters, invisible ones, separators. */
const strayCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u0085', '\u00a0', '\u200b', '\u2028', '\ufeff', '\\', '/', ':', '@', '%', '#', '?'),
);

const assembled = fc
  .tuple(leading, schemes, slashes, hosts, paths, leading)
  .map((parts) => parts.join(''))
  .chain((text) =>
    fc.oneof(
      fc.constant(text),
      fc
        .tuple(fc.nat({ max: text.length }), strayCharacter)
        .map(([at, character]) => text.slice(0, at) + character + text.slice(at)),
    ),
  );

export const hostileAddress: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: assembled },
  { weight: 2, arbitrary: fc.webUrl({ withFragments: true, withQueryParameters: true }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
);

/** The page a kept address is resolved against, as the browser would. */
export const sitePage = 'https://site.example/page';

/**
 * What a kept address means on the site: its protocol, and whether it stays
 * on the site's origin. `null` when a browser could not resolve it at all.
 */
export function resolvedOnSite(address: string): { protocol: string; sameOrigin: boolean } | null {
  try {
    const url = new URL(address, sitePage);
    return { protocol: url.protocol, sameOrigin: url.origin === new URL(sitePage).origin };
  } catch {
    return null;
  }
}

/**
 * Why an address a check kept may not be used as a link, frame or image on
 * the site, or `null` when it may: it must resolve to http(s), and an
 * address that is not absolute on its own (a path) must stay on the site's
 * origin (`//host`, `/\host` or a tab inside would leave it). `images` also allows inline `data:image/` URIs.
 */
export function keptAddressProblem(kept: string, options: { images?: boolean } = {}): string | null {
  const resolved = resolvedOnSite(kept);
  if (!resolved) return 'a browser cannot resolve it';
  if (options.images && resolved.protocol === 'data:') {
    return /^data:image\//i.test(kept) ? null : 'a data: URI that is not an image';
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return `protocol ${resolved.protocol}`;
  if (!isAbsolute(kept) && !resolved.sameOrigin) return 'a relative address that leaves the site';
  return null;
}

function isAbsolute(address: string): boolean {
  try {
    new URL(address);
    return true;
  } catch {
    return false;
  }
}

import { render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

// The checks below judge the DOM a browser builds from the sanitized markup,
// with rules written here rather than taken from the sanitizer's own lists.

/** The page the HTML is shown on: a relative link must stay on its host. */
const pageUrl = 'https://lobby.example/notices/1';
const pageHost = 'lobby.example';
const xhtml = 'http://www.w3.org/1999/xhtml';

/** Elements that run code, load another document, submit, or change how the rest of the markup parses. */
const forbiddenElements = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'video',
  'audio',
  'source',
]);

/** What formatted text may carry: content attributes, plus the link and image hints the component adds. */
const allowedAttributes = new Set([
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'align',
  'target',
  'rel',
  'loading',
  'decoding',
  'referrerpolicy',
]);
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Whether a browser reads the URL as absolute: it drops tabs and newlines anywhere, and C0 controls and spaces in front. */
function hasScheme(value: string): boolean {
  let text = value.replace(/[\t\n\r]/g, '');
  while (text !== '' && text.charCodeAt(0) <= 0x20) text = text.slice(1);
  return /^[a-z][a-z\d+.-]*:/i.test(text);
}

function urlProblems(value: string, where: string): string[] {
  if (!URL.canParse(value, pageUrl)) return [];
  const url = new URL(value, pageUrl);
  if (!allowedSchemes.has(url.protocol)) return [`${where} is a ${url.protocol} URL: ${JSON.stringify(value)}`];
  if (!hasScheme(value) && url.host !== pageHost)
    return [`${where} leaves the site for ${url.host}: ${JSON.stringify(value)}`];
  return [];
}

/** Everything unsafe in a rendered tree, one line each; empty when the tree is safe. */
function problemsIn(root: Element): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (element.namespaceURI !== xhtml) problems.push(`<${name}> in ${element.namespaceURI}`);
    if (forbiddenElements.has(name)) problems.push(`<${name}>`);
    for (const attribute of element.attributes) {
      const where = `${attribute.name} on <${name}>`;
      if (/^on/i.test(attribute.name)) problems.push(`event handler ${where}`);
      else if (!allowedAttributes.has(attribute.name)) problems.push(`attribute ${where}`);
      if (attribute.name === 'href' || attribute.name === 'src') problems.push(...urlProblems(attribute.value, where));
    }
    if (name === 'img' && element.getAttribute('referrerpolicy') !== 'no-referrer')
      problems.push('<img> sends a referrer');
    if (element.hasAttribute('target') && !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')) {
      problems.push(`<${name}> opens a window with a handle on the site`);
    }
  }
  return problems;
}

/** What SafeHtml puts on the page: the sanitized markup parsed again inside a div. */
function rendered(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

// ---- generators ---------------------------------------------------------------

/** Text without markup characters, Latin and Chinese. */
const plainText = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.!?'-]{0,15}$/),
  fc.constantFrom('存款成功', '欢迎来到', '每日返水 1.2%'),
);

/** Text as the player should read it, and the markup that writes it. */
interface TextAndMarkup {
  text: string;
  markup: string;
}

/** Text that needs escaping, and the markup that writes it with named, decimal or hex references. */
const escapedText = fc
  .array(fc.tuple(fc.constantFrom('a', 'Z', ' ', '<', '>', '&', '"', "'", '中', '€'), fc.nat(2)), {
    minLength: 1,
    maxLength: 12,
  })
  .map(
    (characters): TextAndMarkup => ({
      text: characters.map(([character]) => character).join(''),
      markup: characters.map(([character, form]) => encodeCharacter(character, form)).join(''),
    }),
  );

function encodeCharacter(character: string, form: number): string {
  const named: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };
  if (form === 0) return named[character] ?? character;
  const code = character.codePointAt(0) ?? 0;
  return form === 1 ? `&#${code};` : `&#x${code.toString(16)};`;
}

/** Ways of writing a script or foreign URL: case, entities, whitespace and controls a browser ignores. */
const hostileUrl = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjava\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&Tab;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;vascript&#x3A;alert(1)',
  '&#0000106;&#0000097;vascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#14;javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  ' data:image/png;base64,iVBORw0KGgo=',
  '//evil.example/x',
  '/\\evil.example/x',
  '/&#92;evil.example/x',
  '/\t/evil.example/x',
  '/&#x09;/evil.example/x',
  '\\\\evil.example/x',
  'https://example.com/ok',
  '/promotions',
  '#top',
  'mailto:help@lobby.example',
);

const attributeName = fc.constantFrom(
  'onerror',
  'onload',
  'onclick',
  'OnMouseOver',
  'onfocus',
  'onbegin',
  'ontoggle',
  'onanimationstart',
  'href',
  'src',
  'xlink:href',
  'formaction',
  'action',
  'srcdoc',
  'style',
  'background',
  'poster',
  'data',
  'srcset',
  'autofocus',
  'title',
  'alt',
  'target',
  'id',
);

const attributeValue = fc.oneof(
  hostileUrl,
  fc.constantFrom(
    'alert(1)',
    '<img src=x onerror=alert(1)>',
    '</noscript><img src=x onerror=alert(1)>',
    '</style><img src=x onerror=alert(1)>',
    '"><script>alert(1)</script>',
    "'><svg onload=alert(1)>",
    '<script>alert(1)</script>',
    'background:url(javascript:alert(1))',
  ),
  plainText,
);

/** An attribute quoted three ways, or with no value. */
const attribute = fc
  .tuple(attributeName, attributeValue, fc.constantFrom('"', "'", '', 'bare'))
  .map(([name, value, quote]) => (quote === 'bare' ? ` ${name}` : ` ${name}=${quote}${value}${quote}`));

const hostileTag = fc.constantFrom(
  'p',
  'div',
  'span',
  'a',
  'img',
  'b',
  'i',
  'table',
  'tr',
  'td',
  'svg',
  'math',
  'mtext',
  'mglyph',
  'mi',
  'annotation-xml',
  'foreignObject',
  'desc',
  'style',
  'script',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'form',
  'button',
  'input',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'select',
  'image',
  'animate',
  'set',
  'base',
  'meta',
  'link',
  'video',
  'source',
  'details',
  'isindex',
  'frameset',
  'plaintext',
);

/** Well-known mutation-XSS and filter-bypass shapes. */
const knownAttackList = [
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<form><button formaction="javascript:alert(1)">Claim</button></form>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">Claim</text></a></svg>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<template><img src=x onerror=alert(1)></template>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<table><td background="javascript:alert(1)">x</td></table>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<title><img title="</title><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<a href="jav&#x09;ascript:alert(1)">x</a><a href="&#14;javascript:alert(1)">y</a>',
  '<a href="/&#92;evil.example">x</a><a href="/&#9;/evil.example">y</a>',
  '<img srcset="javascript:alert(1) 1x"><video poster=javascript:alert(1)>',
  '<base href="javascript:/"><a href="x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style><link rel=stylesheet href="javascript:alert(1)">',
];
const knownAttacks = fc.constantFrom(...knownAttackList);

/** Markup nested to a few levels, closed properly, left open, closed as another tag, or half-written. */
const { hostileMarkup } = fc.letrec<{ hostileMarkup: string; element: string }>((tie) => ({
  hostileMarkup: fc.oneof(
    { maxDepth: 4, depthIdentifier: 'hostile' },
    plainText,
    escapedText.map(({ markup }) => markup),
    knownAttacks,
    tie('element'),
    tie('element'),
    fc
      .tuple(fc.constantFrom('<!--', '<!', '<?', '<![CDATA['), plainText, fc.constantFrom('-->', '>', ''))
      .map((parts) => parts.join('')),
  ),
  element: fc
    .tuple(
      hostileTag,
      fc.array(attribute, { maxLength: 3 }),
      fc.array(tie('hostileMarkup'), { maxLength: 3 }),
      fc.constantFrom('closed', 'open', 'other', 'half'),
      hostileTag,
    )
    .map(([tag, attributes, children, ending, otherTag]) => {
      const close = { closed: `</${tag}>`, open: '', other: `</${otherTag}>`, half: `</${tag}` }[ending];
      return `<${tag}${attributes.join('')}>${children.join('')}${close}`;
    }),
}));

const textTag = fc.constantFrom(
  'b',
  'i',
  'em',
  'strong',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'code',
  'p',
  'div',
  'blockquote',
  'h2',
  'li',
  'a href="/promotions"',
);

/** Formatting markup with known text: nested, and sometimes closed in the wrong order or not at all. */
const { formatted } = fc.letrec<{ formatted: TextAndMarkup; wrapped: TextAndMarkup }>((tie) => ({
  formatted: fc.oneof(
    { maxDepth: 4, depthIdentifier: 'formatted' },
    plainText.map((text) => ({ text, markup: text })),
    escapedText,
    tie('wrapped'),
  ),
  wrapped: fc
    .tuple(
      textTag,
      fc.array(tie('formatted'), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('closed', 'open', 'early'),
    )
    .map(([tag, children, ending]) => {
      const name = tag.split(' ')[0] ?? tag;
      const text = children.map((child) => child.text).join('');
      const inner = children.map((child) => child.markup);
      if (ending === 'open') return { text, markup: `<${tag}>${inner.join('')}` };
      // Closed before its last child: the parser re-nests the rest without losing or reordering text.
      if (ending === 'early' && inner.length > 1) {
        return { text, markup: `<${tag}>${inner.slice(0, -1).join('')}</${name}>${inner.at(-1)}` };
      }
      return { text, markup: `<${tag}>${inner.join('')}</${name}>` };
    }),
}));

// ---- tests --------------------------------------------------------------------

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and inline styles', () => {
    const clean = sanitizeHtml(
      '<p style="color:red" onclick="alert(1)">Hi<script>alert(2)</script><img src="x" onerror="alert(3)"></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style=/i);
    expect(clean).toContain('<p>Hi');
  });

  it('drops javascript: and data: URLs but keeps http(s) and site paths', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toContain('data:');
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toContain('href="https://example.com"');
    expect(sanitizeHtml('<a href="/promotions">x</a>')).toContain('href="/promotions"');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).not.toContain('evil');
  });

  it('keeps site paths on the site however the slashes are written', () => {
    for (const href of ['/\\evil.example', '/&#92;evil.example', '/\t/evil.example', '/&#10;/evil.example']) {
      expect(rendered(`<a href="${href}">x</a>`).querySelector('a')?.hasAttribute('href')).toBe(false);
    }
    expect(rendered('<a href="/help/\\faq">x</a>').querySelector('a')?.getAttribute('href')).toBe('/help/\\faq');
  });

  it('opens links in a new window without a handle on the site', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toContain('rel="noopener noreferrer"');
    expect(rendered('<a href="https://example.com" target="_self">x</a>').querySelector('a')?.target).toBe('_blank');
  });

  it('keeps anchors, mail, phone and site links in this tab', () => {
    for (const href of ['#terms', 'mailto:help@example.com', 'tel:+84123', '/promotions']) {
      const link = rendered(`<a href="${href}" target="_blank">x</a>`).querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.hasAttribute('target')).toBe(false);
    }
  });

  it('sends no referrer with the images of platform content', () => {
    const image = rendered('<img src="https://cdn.example/a.png">').querySelector('img');
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('removes frames, forms and styles', () => {
    const clean = sanitizeHtml('<iframe src="https://x"></iframe><form><input></form><style>*{}</style><b>ok</b>');
    expect(clean).toBe('<b>ok</b>');
  });

  it('leaves nothing that runs, loads or leaves the site, whatever the markup', () => {
    const lead = 'Weekly bonus: ';
    fc.assert(
      fc.property(fc.array(hostileMarkup, { minLength: 1, maxLength: 4 }), (parts) => {
        const html = `${lead}${parts.join('')}`;
        const container = rendered(html);
        expect(problemsIn(container), html).toEqual([]);
        // The text before the hostile part is shown as written.
        expect(container.textContent?.startsWith(lead), html).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it('keeps every character of the text, whatever the formatting around it', () => {
    // Opens with a word: whitespace before anything else is dropped by the HTML parser itself.
    const lead = 'Notice';
    fc.assert(
      fc.property(fc.array(formatted, { minLength: 1, maxLength: 4 }), (parts) => {
        const html = `${lead}${parts.map((part) => part.markup).join('')}`;
        expect(rendered(html).textContent, html).toBe(`${lead}${parts.map((part) => part.text).join('')}`);
      }),
      { numRuns: 400 },
    );
  });
});

describe('SafeHtml', () => {
  it('renders each known attack as inert text and formatting', async () => {
    const { container } = render(
      knownAttackList.map((attack) => <SafeHtml key={attack} html={`<p>Read me</p>${attack}`} />),
    );
    const roots = [...container.children];
    expect(roots).toHaveLength(knownAttackList.length);
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    for (const [index, root] of roots.entries()) {
      expect(root.querySelector('p')?.textContent).toBe('Read me');
      expect(problemsIn(root), knownAttackList[index]).toEqual([]);
    }
  });
});

import DOMPurify from 'dompurify';

// Platform HTML (notices, help, promotions) is formatted text: keep layout
// and images, drop anything that runs code or reaches out on its own.
const allowedTags = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const allowedAttributes = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'align', 'target'];
// A path starts with one slash; a second one, or a backslash (which browsers
// read as a slash), makes it an address on another host.
const safeUrl = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;
/** Browsers drop tabs and newlines anywhere in a URL before reading it. */
const ignoredInUrls = /[\t\n\r]/g;

let configured = false;
function configure() {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src'] as const) {
      const value = node.getAttribute(name);
      if (value !== null && !safeUrl.test(value.replace(ignoredInUrls, '').trim())) node.removeAttribute(name);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links out of platform content never get a handle on the site.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/**
 * Sanitizes HTML from the platform before it is rendered: only formatting
 * tags, no scripts, event handlers, styles, forms or frames, and only
 * http(s), mailto, tel and same-site URLs.
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

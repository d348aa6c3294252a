import DOMPurify from 'dompurify';
import { hasControlCharacter, safeNavigationUrl } from './urls';

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
// Beside the site's own navigation check: links that stay in the page or hand over to the
// device (an anchor, mail, a phone call).
function staysInPageOrDevice(href: string): boolean {
  return /^(?:#|mailto:|tel:)/i.test(href) && !hasControlCharacter(href);
}

let configured = false;
function configure() {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (href !== null && !staysInPageOrDevice(href.trim()) && safeNavigationUrl(href) === null) {
      node.removeAttribute('href');
    }
    const src = node.getAttribute('src');
    if (src !== null && safeNavigationUrl(src) === null) node.removeAttribute('src');
    if (node.tagName === 'A') {
      const target = node.getAttribute('href')?.trim() ?? '';
      if (/^https?:/i.test(target)) {
        // Links out of platform content open apart and never get a handle on the site.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        // An anchor, a mail or phone link, or a page of this site stays in this tab.
        node.removeAttribute('target');
      }
    } else {
      node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('referrerpolicy', 'no-referrer');
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

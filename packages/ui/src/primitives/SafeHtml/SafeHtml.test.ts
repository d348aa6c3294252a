import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

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

  it('opens links in a new window without a handle on the site', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('removes frames, forms and styles', () => {
    const clean = sanitizeHtml('<iframe src="https://x"></iframe><form><input></form><style>*{}</style><b>ok</b>');
    expect(clean).toBe('<b>ok</b>');
  });

  it('never lets an event handler or script through, whatever the input', () => {
    const tag = fc.constantFrom('p', 'img', 'a', 'div', 'svg', 'math', 'script', 'iframe', 'span');
    const attribute = fc.constantFrom('onerror', 'onload', 'onclick', 'href', 'src', 'style', 'formaction');
    const value = fc.constantFrom('javascript:alert(1)', 'alert(1)', 'x', 'data:text/html,<script>');
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, attribute, value, fc.string()), { maxLength: 6 }), (parts) => {
        const html = parts.map(([t, a, v, text]) => `<${t} ${a}="${v}">${text}</${t}>`).join('');
        const clean = sanitizeHtml(html);
        expect(clean).not.toMatch(/<script|\son\w+=|javascript:|<iframe|style=/i);
      }),
    );
  });
});

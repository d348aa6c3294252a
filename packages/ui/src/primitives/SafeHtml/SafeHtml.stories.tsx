import { HOSTILE_MARKER, hostileMarkup, hostileUrls } from '@lobby/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const notice = `<h3>System upgrade</h3>
<p>Dear members, deposits through <strong>bank transfer</strong> will be unavailable from 02:00 to 04:00.</p>
<ul><li>Live casino is not affected</li><li>Slots and fishing remain open</li></ul>
<p>Read the <a href="/help#terms">terms</a> or contact <a href="mailto:support@example.com">support</a>.</p>`;

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: { html: notice },
  parameters: {
    docs: {
      description: {
        component:
          'Renders HTML that comes from the platform (notice content, help items, promotion details) after sanitizing it with DOMPurify: formatting tags only; no scripts, event handlers, styles, forms or frames; only http(s), mailto, tel and same-site URLs; links to other sites open in a new tab with `noopener`, while anchors, mail, phone and links of this site stay in the tab; images send no referrer. Never render platform HTML any other way.',
      },
    },
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'System upgrade' })).toBeVisible();
    // Mail and this site's pages open where the player is; only other sites open a new tab.
    const support = canvas.getByRole('link', { name: 'support' });
    await expect(support).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(support).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'terms' })).not.toHaveAttribute('target');
  },
};

export const HostileMarkup: Story = {
  args: {
    html: '<p>Win big!</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned=true">claim</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Win big!')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvas.getByText('claim')).not.toHaveAttribute('href');
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

const ranHostile = fn();
type MarkedWindow = Window & { [HOSTILE_MARKER]?: (id: number) => void };

/**
 * Loads every image in the element now (platform images are lazy) and settles when each has
 * loaded or failed, so any error handler would have run.
 */
async function imagesSettled(root: HTMLElement) {
  const images = [...root.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  const pending = images.filter((image) => !image.complete);
  await Promise.all(
    pending.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Whether a kept address resolves, from this page, to http(s), mail, phone or this site. */
function isSafeAddress(value: string) {
  const url = new URL(value, window.location.href);
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol);
}

/**
 * The hostile corpus the sandbox serves (scripts, event handlers, `javascript:` and
 * `data:` addresses, SVG, mutation XSS, backslash and control-character addresses),
 * each vector rendered on its own in a real browser: none runs, and what stays has
 * no handler, no script-capable element and no address outside http(s), mail, phone
 * and this site. Every vector calls a marker function when it runs.
 */
export const HostileCorpus: Story = {
  tags: ['no-visual'],
  args: { html: '' },
  beforeEach: () => {
    ranHostile.mockClear();
    (window as MarkedWindow)[HOSTILE_MARKER] = ranHostile;
    return () => {
      delete (window as MarkedWindow)[HOSTILE_MARKER];
    };
  },
  render: () => (
    <div>
      {hostileMarkup.map((html, index) => (
        <SafeHtml key={html} html={`<p>Vector ${index + 1}</p>${html}`} />
      ))}
      {hostileUrls.map((url) => (
        <SafeHtml key={url} html={`<a href="${url}">address</a><img src="${url}" alt="address">`} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(hostileMarkup.length).toBeGreaterThanOrEqual(100);
    await expect(await canvas.findByText(`Vector ${hostileMarkup.length}`)).toBeInTheDocument();
    await imagesSettled(canvasElement);
    await expect(ranHostile).not.toHaveBeenCalled();
    await expect(
      canvasElement.querySelector('script, iframe, object, embed, form, base, meta, link, style, svg, math, template'),
    ).toBeNull();
    for (const element of canvasElement.querySelectorAll('*')) {
      const handlers = element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on'));
      await expect(handlers, element.outerHTML).toEqual([]);
      for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset']) {
        const value = element.getAttribute(name);
        if (value !== null) await expect(isSafeAddress(value), element.outerHTML).toBe(true);
      }
    }
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: { html: '<h3>系统升级公告</h3><p>尊敬的会员，银行转账存款将于 02:00 至 04:00 暂停。</p>' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '系统升级公告' })).toBeVisible();
  },
};

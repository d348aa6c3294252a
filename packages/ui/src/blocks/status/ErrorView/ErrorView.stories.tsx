import { getPermission, isPlatformError, type PlatformError } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { failedLoadViewOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider, type RouterLinkProps } from '../../../primitives/Link/Link';
import { storyPlatform } from '../../../stories/platform';
import { ErrorView, type ErrorViewProps } from './ErrorView';

/** Reports where the site's router would go, instead of loading a page. */
const navigate = fn();

function FakeRouterLink({ href, onClick, ...rest }: RouterLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
      {...rest}
    />
  );
}

const chunkDetails =
  'ChunkLoadError: Loading chunk 12 failed.\n(error: https://demo.example/assets/vip-3f9a1c.js)\ntype: error';

const meta = {
  title: 'Blocks/Status/ErrorView',
  component: ErrorView,
  args: { kind: 'route', onRetry: fn(), homeHref: '/index' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['route', 'chunk', 'network', 'timeout', 'not-found'] },
    variant: { control: 'inline-radio', options: ['section', 'page'] },
    details: { control: 'text' },
    title: { control: 'text' },
    message: { control: 'text' },
    brand: { control: false },
  },
  decorators: [(Story) => <LinkProvider component={FakeRouterLink}>{Story()}</LinkProvider>],
  beforeEach: () => navigate.mockClear(),
  parameters: {
    docs: {
      description: {
        component:
          'What a route\'s error boundary and a failed load show (docs/product.md#error-messages). `kind` picks the words and the picture: `route` (a page failed to render), `chunk` (ChunkLoadError, "Loading chunk N failed" or "Loading CSS chunk N failed"), `network` (network abnormal), `timeout` (page open timeout, 120 s for a script chunk) and `not-found`. The ways on are what the caller can do: Retry (`onRetry`), Reload page (`onReload`, the cure for a stale chunk after a deploy) and Home (`homeHref`, `null` to leave it out); the first of them is the gold call to action. `details` (error name, message, chunk type and address) sit folded in a disclosure for support, as plain text. Failures are announced; a not-found page is not. `variant="page"` stands in for the whole site when even the shell could not load.',
      },
    },
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    details:
      "TypeError: Cannot read properties of undefined (reading 'vendors')\n    at GameCategory (games.tsx:48:17)",
  },
  play: async ({ canvas, userEvent, args }) => {
    // Announced: the route's content was replaced by this.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('This page ran into a problem. Please try again.');

    // Retry by pointer, then by keyboard.
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);

    // Home is the next stop, a router link to /index.
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Back to home' });
    await expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/index');

    // The details are folded away until asked for: a disclosure button, by keyboard then pointer.
    const disclosure = canvas.getByRole('button', { name: 'Technical details' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Cannot read properties/)).toBeNull();
    await userEvent.tab();
    await expect(disclosure).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Cannot read properties/)).toBeVisible();
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Cannot read properties/)).toBeNull();
  },
};

export const ChunkLoadFailed: Story = {
  args: { kind: 'chunk', onRetry: undefined, onReload: fn(), details: chunkDetails },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Part of the site failed to load, please refresh the page')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();

    // Reload page is the call to action; by pointer and by keyboard.
    const reload = canvas.getByRole('button', { name: 'Reload page' });
    await userEvent.click(reload);
    await userEvent.keyboard(' ');
    await expect(args.onReload).toHaveBeenCalledTimes(2);

    // Support gets the chunk number, its type and address.
    await userEvent.click(canvas.getByRole('button', { name: 'Technical details' }));
    const trace = canvas.getByText(/Loading chunk 12 failed/);
    await expect(trace).toBeVisible();
    await expect(trace).toHaveTextContent('https://demo.example/assets/vip-3f9a1c.js');
    await expect(trace).toHaveTextContent('type: error');
  },
};

export const StylesheetChunkFailed: Story = {
  args: {
    kind: 'chunk',
    onRetry: fn(),
    onReload: fn(),
    details: 'ChunkLoadError: Loading CSS chunk 7 failed.\n(https://demo.example/assets/vip-9be21d.css)',
  },
  play: async ({ canvas, userEvent, args }) => {
    // With both, Retry leads and Reload page follows.
    const [retry, reload] = canvas.getAllByRole('button');
    await expect(retry).toHaveAccessibleName('Retry');
    await expect(reload).toHaveAccessibleName('Reload page');
    await userEvent.click(reload!);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const NetworkAbnormal: Story = {
  args: { kind: 'network' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No connection');
    await expect(canvas.getByText('Network abnormal, please try again')).toBeVisible();
    // No details given: no empty disclosure either.
    await expect(canvas.queryByRole('button', { name: 'Technical details' })).toBeNull();
  },
};

export const PageOpenTimeout: Story = {
  args: { kind: 'timeout', retrying: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'The page took too long to open' })).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { kind: 'not-found', onRetry: undefined },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // Not an accident to shout about.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(navigate).toHaveBeenCalledWith('/index');
  },
};

/** When even the shell could not load: a whole screen with the brand, as the start-up gate shows it. */
export const FullPage: Story = {
  args: { kind: 'network', variant: 'page', siteName: 'Lobby Casino', homeHref: null },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('main', { name: 'No connection' })).toBeVisible();
    await expect(canvas.getByText('Lobby Casino')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const longTrace = [
  'ChunkLoadError: Loading chunk 31 failed.',
  '(timeout: https://cdn-2.demo.example/static/js/pages/member-center/personal-history-copy.5c2b8a7e91f04d3c.chunk.js)',
  ...Array.from(
    { length: 24 },
    (_, index) => `    at requireEnsure (runtime.js:${100 + index}:${17 + index}) via lazyRoute(/personalHistoryCopy)`,
  ),
].join('\n');

export const LongDetails: Story = {
  args: { kind: 'chunk', onRetry: undefined, onReload: fn(), details: longTrace },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Technical details' }));
    const trace = canvas.getByText(/Loading chunk 31 failed/);
    // A long trace scrolls inside its box, which the keyboard can reach; the page never scrolls sideways.
    await expect(trace.scrollHeight).toBeGreaterThan(trace.clientHeight);
    await userEvent.tab();
    await expect(trace).toHaveFocus();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: { kind: 'chunk', onReload: fn(), details: chunkDetails },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    await expect(canvas.getByText('部分页面资源加载失败，请刷新页面')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await userEvent.click(canvas.getByRole('button', { name: '刷新页面' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '技术详情' }));
    await expect(canvas.getByText(/Loading chunk 12 failed/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { onReload: fn(), details: chunkDetails },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' }).getBoundingClientRect();
    const reload = canvas.getByRole('button', { name: 'Reload page' }).getBoundingClientRect();
    // Stacked, equally wide.
    await expect(retry.width).toBeCloseTo(reload.width, 0);
    await expect(retry.bottom).toBeLessThanOrEqual(reload.top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Desktop: Story = {
  args: { onReload: fn() },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' }).getBoundingClientRect();
    const reload = canvas.getByRole('button', { name: 'Reload page' }).getBoundingClientRect();
    await expect(retry.top).toBeCloseTo(reload.top, 0);
  },
};

// The sandbox's `server-error` scenario: every call answers 500.
const failing = storyPlatform({ scenario: 'server-error' });

/** A failed call as the site's start-up page shows it (`failedLoadViewOf`). */
function FailedLoad({ error, ...props }: Omit<ErrorViewProps, 'kind'> & { error: PlatformError }) {
  const { t } = useTranslation();
  return <ErrorView {...props} {...failedLoadViewOf(error, t)} />;
}

/** The start-up status call fails with a server error: the platform's words, the details folded away, Retry. */
export const FromThePlatform: Story = {
  args: { variant: 'page', siteName: 'Lobby Casino', homeHref: null },
  parameters: { msw: { handlers: failing.handlers } },
  loaders: [
    async () => {
      try {
        await getPermission(failing.client, { url: 'demo.example' });
        return { error: null };
      } catch (error) {
        if (!isPlatformError(error)) throw error;
        return { error };
      }
    },
  ],
  render: (args, { loaded }) => {
    const { kind: _kind, ...props } = args;
    return <FailedLoad {...props} error={loaded.error as PlatformError} />;
  },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const error = loaded.error as PlatformError;
    await expect(error.kind).toBe('server');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server is busy, please try again later');
    await userEvent.click(canvas.getByRole('button', { name: 'Technical details' }));
    await expect(canvas.getByText(/endpoint: system\.permission/)).toBeVisible();
    await expect(canvas.getByText(/status: 500/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

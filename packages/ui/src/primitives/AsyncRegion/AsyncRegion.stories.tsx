import { getAnnouncements } from '@lobby/api';
import { noticesOf, statusOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import useSWR from 'swr';
import { storyPlatform } from '../../stories/platform';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { AsyncRegion } from './AsyncRegion';
import type { AsyncStatus } from './asyncStatus';

const rows = ['Welcome bonus credited', 'Weekly cashback is live', 'New slots from PP'];

function Rows({ items = rows }: { items?: readonly string[] }) {
  return (
    <ul aria-label="Latest news" style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <li
          key={item}
          style={{ padding: 12, borderRadius: 8, border: '1px solid currentColor', overflowWrap: 'anywhere' }}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

const skeleton = (
  <div style={{ display: 'grid', gap: 8 }}>
    {rows.map((row) => (
      <Skeleton key={row} height={46} radius="control" />
    ))}
  </div>
);

const meta = {
  title: 'Primitives/AsyncRegion',
  component: AsyncRegion,
  args: { status: 'ready', skeleton, children: <Rows />, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    size: { control: 'inline-radio', options: ['default', 'compact'] },
    skeleton: { control: false },
    children: { control: false },
    emptyState: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The one way a region that loads data shows where it stands, driven by one `AsyncStatus` (`loading`, `error`, `ready`, `refreshing`): the `skeleton` while loading (the region is busy and says what is loading), the failure with Retry, the `emptyState` when ready and `empty`, and the content otherwise. A refresh keeps the content on screen: a thin line moves along the top and the region is busy, nothing jumps. Containers get the status from the data layer with `statusOf` of `@lobby/view-models`, so every screen says the same thing the same way.',
      },
    },
  },
} satisfies Meta<typeof AsyncRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Latest news' })).toBeVisible();
    const region = canvasElement.querySelector('[data-status]')!;
    await expect(region).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Loading: Story = {
  args: { status: 'loading', loadingLabel: 'Loading the latest news…' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest news…');
    await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const CustomEmptyState: Story = {
  args: {
    empty: true,
    emptyState: <p style={{ margin: 0 }}>Nothing new since your last visit.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing new since your last visit.')).toBeVisible();
    await expect(canvas.queryByText('No data')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the data');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Retrying: Story = {
  args: { status: 'error', retrying: true, size: 'compact', errorTitle: 'The news did not load' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The news did not load');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Refreshing: Story = {
  args: { status: 'refreshing' },
  play: async ({ canvas, canvasElement }) => {
    // The content stays; the region is busy and a thin line runs along its top.
    await expect(canvas.getByRole('list', { name: 'Latest news' })).toBeVisible();
    const region = canvasElement.querySelector('[data-status]')!;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const line = region.querySelector('[data-refreshing]')!;
    await expect(line).toHaveAttribute('aria-hidden', 'true');
    const box = line.getBoundingClientRect();
    await expect(box.height).toBe(2);
    await expect(box.top).toBe(region.getBoundingClientRect().top);
    // Nothing is announced: the player keeps reading.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** A host walks the region through a whole life: loading, a failure, a retry, the data, a refresh. */
function LifecycleHost({ onRetry }: { onRetry: () => void }) {
  const [status, setStatus] = useState<AsyncStatus>('loading');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button size="sm" variant="secondary" onClick={() => setStatus('error')}>
          Fail
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setStatus('ready')}>
          Arrive
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setStatus('refreshing')}>
          Refresh
        </Button>
      </div>
      <AsyncRegion
        status={status}
        skeleton={skeleton}
        onRetry={() => {
          onRetry();
          setStatus('loading');
        }}
      >
        <Rows />
      </AsyncRegion>
    </div>
  );
}

export const Lifecycle: Story = {
  render: (args) => <LifecycleHost onRetry={args.onRetry ?? (() => undefined)} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await userEvent.click(canvas.getByRole('button', { name: 'Arrive' }));
    const list = canvas.getByRole('list', { name: 'Latest news' });
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    // The same list stays on screen through the refresh: nothing was swapped out.
    await expect(canvas.getByRole('list', { name: 'Latest news' })).toBe(list);
    await userEvent.click(canvas.getByRole('button', { name: 'Arrive' }));
    await waitFor(() => expect(list.closest('[data-status]')).not.toHaveAttribute('aria-busy'));
  },
};

export const LongText: Story = {
  args: {
    status: 'error',
    errorTitle: 'The list of announcements from every provider of the lobby could not be loaded this time',
    errorDescription:
      'The connection dropped while the announcements were on their way. Check that the device is online, then try once more; nothing you did was lost.',
    children: <Rows items={['A headline that goes on and on without a single break'.repeat(3)]} />,
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/could not be loaded this time/);
    // Long words wrap inside the region instead of widening it.
    const region = canvasElement.querySelector('[data-status]')!;
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const Chinese: Story = {
  args: { status: 'error' },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ChineseLoading: Story = {
  args: { status: 'loading' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

export const Mobile: Story = {
  args: { status: 'refreshing', size: 'compact' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Latest news' })).toBeVisible();
    const region = canvasElement.querySelector('[data-status]')!;
    await expect(region.querySelector('[data-refreshing]')!.getBoundingClientRect().width).toBe(
      region.getBoundingClientRect().width,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

// ---- the data layer drives it: an SWR query against the sandbox, mapped by `statusOf` ----

const platform = storyPlatform();
const failing = storyPlatform({ scenario: 'server-error' });

/** A region fed the way containers feed it: the query's state through `statusOf`, never derived by hand. */
function NoticeTitles({ client }: { client: typeof platform.client }) {
  const query = useSWR('asyncRegion.notices', () => getAnnouncements(client, { types: ['B'] }), {
    shouldRetryOnError: false,
  });
  const notices = noticesOf(query.data?.player ?? []).slice(0, 3);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button size="sm" variant="secondary" onClick={() => void query.mutate()}>
        Refresh
      </Button>
      <AsyncRegion
        status={statusOf(query)}
        skeleton={skeleton}
        empty={notices.length === 0}
        onRetry={() => void query.mutate()}
        retrying={query.isValidating}
      >
        <Rows items={notices.map((notice) => notice.title)} />
      </AsyncRegion>
    </div>
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: () => <NoticeTitles client={platform.client} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Loading, then the sandbox's notices.
    const list = await canvas.findByRole('list', { name: 'Latest news' }, { timeout: 5000 });
    await expect(list.children).toHaveLength(3);
    const region = canvasElement.querySelector('[data-status]')!;
    await expect(region).toHaveAttribute('data-status', 'ready');
    // A refresh keeps the same list on screen, then settles.
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await expect(canvas.getByRole('list', { name: 'Latest news' })).toBe(list);
    await waitFor(() => expect(region).toHaveAttribute('data-status', 'ready'));
    // The picture is of the settled list, not of the button's pressed and hovered look on its way out.
    await userEvent.unhover(refresh);
    refresh.blur();
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  },
};

export const FromAFailingPlatform: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  render: () => <NoticeTitles client={failing.client} />,
  play: async ({ canvas }) => {
    // The sandbox answers 500: no data and an error, so the failure shows with Retry.
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Could not load the data');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

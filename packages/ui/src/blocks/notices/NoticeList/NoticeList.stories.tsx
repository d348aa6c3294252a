import { getAnnouncements } from '@lobby/api';
import { HOSTILE_NOTICE_ID } from '@lobby/mocks';
import { noticesOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { Notice } from '../notice';
import { sampleNotices, sampleNoticesCN } from '../sampleNotices';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Blocks/Notices/NoticeList',
  component: NoticeList,
  args: { notices: sampleNotices, status: 'ready', onRetry: fn(), onPageChange: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    notices: { control: false },
    title: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The /noticePage view (routes): every notice, nine per page, each a heading with its title and date (`yyyy-MM-dd hh:mm:ss` as given) that opens to its content, sanitized by `SafeHtml`. One entry is open at a time (the accordion), a new page starts with all closed and scrolls its start into view. Placeholder rows while loading, a message when there are none, Retry after a failure. Page state is internal unless `page` and `onPageChange` are passed (e.g. from the address).',
      },
    },
  },
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(canvas.getByText('20 notices')).toBeVisible();
    const entries = canvas.getAllByRole('button', { expanded: false });
    await expect(entries).toHaveLength(9);
    await expect(canvas.getByRole('heading', { level: 2, name: /^Scheduled maintenance on 20 June/ })).toBeVisible();

    // Open by pointer.
    const first = canvas.getByRole('button', { name: /^Scheduled maintenance on 20 June/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/scheduled maintenance on/)).toBeVisible());

    // By keyboard: Down moves to the next entry, Enter opens it and closes the first (one at a time).
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: /^New payment channel/ });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText('Funds arrive within 1 minute')).toBeVisible());
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

// As a page of the agent centre, under the centre's own heading: the title is the page's, entries one level below.
export const InACentre: Story = {
  args: { headingLevel: 3, title: 'Announcements' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Announcements' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: /^Scheduled maintenance on 20 June/ })).toBeVisible();
  },
};

export const Paging: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Scheduled maintenance/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    // The tenth notice leads page 2, and every entry starts closed.
    const entries = canvas.getAllByRole('heading', { level: 2 });
    await expect(entries[0]).toHaveAccessibleName(new RegExp(`^${sampleNotices[9]!.title}`));
    await expect(canvas.queryByRole('button', { expanded: true })).toBeNull();
    // The last page by keyboard.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notices');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // No count until the notices are there.
    await expect(canvas.queryByText(/^\d+ notices?$/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No notices yet' })).toBeVisible();
    await expect(canvas.getByText('New announcements will appear here.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', notices: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the notices');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Retrying: Story = {
  args: { status: 'error', notices: [], retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
  },
};

const longNotice: Notice = {
  id: 'long',
  title:
    'Important: changes to the welcome bonus, the daily rebate on slots and fishing, and the withdrawal turnover requirements from 1 July 2025 for every member',
  date: '2025-06-15 09:30:00',
  html: Array.from(
    { length: 8 },
    (_, index) =>
      `<p><strong>${index + 1}.</strong> From 1 July the welcome bonus turnover requirement falls from 15x to 12x on slots and fishing; live casino and sports keep their weighting. Rebates are paid daily at 12:00.</p>`,
  ).join(''),
};

export const LongTitlesAndContent: Story = {
  args: { notices: [longNotice, ...sampleNotices.slice(0, 3)] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Important: changes/ }));
    await waitFor(() => expect(canvas.getByText(/8\./)).toBeVisible());
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // One page only: no pagination.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const HostileNotice: Story = {
  args: {
    notices: [
      {
        id: 'hostile',
        title: 'System upgrade notice',
        date: '2025-06-01 02:00:00',
        html: '<p>The system upgrade is complete.</p><img src=x onerror="window.__noticeListPwned = true"><script>window.__noticeListPwned = true</script><a href="javascript:window.__noticeListPwned=true">Read more</a>',
      },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^System upgrade notice/ }));
    await waitFor(() => expect(canvas.getByText('The system upgrade is complete.')).toBeVisible());
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvasElement.querySelector('img')).not.toHaveAttribute('src');
    await userEvent.click(canvas.getByText('Read more'));
    await expect((window as { __noticeListPwned?: boolean }).__noticeListPwned).toBeUndefined();
  },
};

export const Chinese: Story = {
  args: { notices: sampleNoticesCN },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
    await expect(canvas.getByText('共 12 条公告')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^6月20日系统维护通知/ }));
    await waitFor(() => expect(canvas.getByText(/进行例行维护/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The short page control on phones: previous, "1 / 3", next.
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    // A readable column, centred in the page.
    const list = canvas.getByRole('region', { name: 'Notices' }).getBoundingClientRect();
    await expect(list.width).toBeLessThanOrEqual(960);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toBeVisible();
  },
};

// The sandbox's notices, fetched as the site's /noticePage container does.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  args: { notices: [] },
  parameters: { msw: { handlers: platform.handlers } },
  beforeEach: () => {
    // The hostile notice calls alert() if its markup ever runs.
    const original = window.alert;
    window.alert = fn();
    return () => {
      window.alert = original;
    };
  },
  loaders: [
    async () => {
      const announcements = await getAnnouncements(platform.client, { types: ['B', 'PL', 'H'] });
      // The site's mapping: the platform's notices to the view's.
      return { notices: noticesOf(announcements.player) };
    },
  ],
  render: (args, { loaded }) => <NoticeList {...args} notices={loaded.notices as Notice[]} />,
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const notices = loaded.notices as Notice[];
    const hostileIndex = notices.findIndex((notice) => notice.id === String(HOSTILE_NOTICE_ID));
    await expect(hostileIndex).toBeGreaterThanOrEqual(0);
    await expect(canvas.getByText(`${notices.length} notices`)).toBeVisible();
    await expect(canvas.getByText(notices[0]!.date!)).toBeVisible();

    const page = Math.floor(hostileIndex / 9) + 1;
    if (page > 1) await userEvent.click(canvas.getByRole('button', { name: `Page ${page}` }));
    const hostile = notices[hostileIndex]!;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${hostile.title}`) }));
    const region = within(canvasElement);
    await waitFor(() => expect(region.getByText('The system upgrade is complete.')).toBeVisible());
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(window.alert).not.toHaveBeenCalled();
  },
};

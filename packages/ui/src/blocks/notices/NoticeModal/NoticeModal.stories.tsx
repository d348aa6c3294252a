import { getAnnouncements } from '@lobby/api';
import { HOSTILE_NOTICE_ID } from '@lobby/mocks';
import { noticesOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { storyPlatform } from '../../../stories/platform';
import type { Notice } from '../notice';
import { sampleNotices, sampleNoticesCN } from '../sampleNotices';
import { NoticeModal, type NoticeModalProps } from './NoticeModal';

/** Opens the modal from page state and keeps the hide-today box, the way the site's notice popup does. */
function NoticeModalHost({
  open: requested,
  onOpenChange,
  hideToday: initialHide,
  onHideTodayChange,
  triggerLabel = 'Show notices',
  ...props
}: NoticeModalProps & { triggerLabel?: string }) {
  const [open, setOpen] = useState(requested);
  const [hideToday, setHideToday] = useState(initialHide ?? false);
  useEffect(() => setOpen(requested), [requested]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <NoticeModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        hideToday={hideToday}
        onHideTodayChange={
          onHideTodayChange &&
          ((next) => {
            setHideToday(next);
            onHideTodayChange(next);
          })
        }
      />
    </>
  );
}

const meta = {
  title: 'Blocks/Notices/NoticeModal',
  component: NoticeModal,
  render: (args) => <NoticeModalHost {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    notices: sampleNotices,
    status: 'ready',
    onRetry: fn(),
    onPageChange: fn(),
    hideToday: false,
    onHideTodayChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    notices: { control: false },
    title: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The notice modal: announcements nine per page, the first notice of the page selected, its title, date (`yyyy-MM-dd hh:mm:ss`, as the platform gives it) and HTML content beside the list, sanitized by `SafeHtml` (platform HTML never runs script: see HostileNotice and FromThePlatform), a new page opening on its first notice, and \"Don't show again today\" (`hideToday`, `onHideTodayChange`; the box is left out without the callback). It is the generic `Modal` named `noticeModal`, not a `Dialog`: noticeModal is one of the named generic modals, which never close on a background click (a stray tap must not dismiss the day's announcements), lock and restore the page's scroll, can be moved, and are full-screen sheets below 768 px. The list is a set of tabs: Up/Down (a column from the tablet width) or Left/Right (a sideways row of cards on phones) move between notices, Home/End jump; the reading pane scrolls by keyboard. Page state is internal by default (every opening starts at `defaultPage`); pass `page` with `onPageChange` to control it. `status` shows placeholders while loading and Retry after a failure. The window keeps one size from the tablet width up so it never jumps while the player browses.",
      },
    },
  },
} satisfies Meta<typeof NoticeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the modal with its trigger and waits for it to appear (after the generic modal's 100 ms delay). */
async function openWith(userEvent: { click: (element: Element) => Promise<void> }, trigger: HTMLElement) {
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Notices' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The modal that a story opens from the start, once its entry motion has finished. */
async function shownModal(name = 'Notices') {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

const panelOf = (dialog: HTMLElement) => within(dialog).getByRole('tabpanel');

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    // Nine per page, the first selected and focused, its content beside.
    const tabs = within(dialog).getAllByRole('tab');
    await expect(tabs).toHaveLength(9);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tabs[0]).toHaveFocus());
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNotices[0]!.title })).toBeVisible();
    await expect(within(panelOf(dialog)).getByText(sampleNotices[0]!.date!)).toBeVisible();

    // By keyboard: Down selects the next notice, End the last of the page, Home the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNotices[1]!.title })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(tabs[8]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    // By pointer.
    await userEvent.click(tabs[3]!);
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNotices[3]!.title })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const PagingSelectsTheFirstNotice: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    await userEvent.click(within(dialog).getAllByRole('tab')[4]!);

    // Page 2 (by pointer) opens on its first notice, the tenth.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const tabs = within(dialog).getAllByRole('tab');
    await expect(tabs).toHaveLength(9);
    await expect(tabs[0]).toHaveAccessibleName(new RegExp(`^${sampleNotices[9]!.title}`));
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNotices[9]!.title })).toBeVisible();
    await expect(within(dialog).getByText('Page 2 of 3')).toBeInTheDocument();

    // Page 3 by keyboard: the last two notices.
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNotices[18]!.title })).toBeVisible();
  },
};

export const HideTodayToggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    const box = within(dialog).getByRole('checkbox', { name: "Don't show again today" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onHideTodayChange).toHaveBeenLastCalledWith(true);
    await expect(box).toBeChecked();
    // The label toggles it too, and Space from the keyboard.
    await userEvent.click(within(dialog).getByText("Don't show again today"));
    await expect(args.onHideTodayChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(args.onHideTodayChange).toHaveBeenLastCalledWith(true);
    await expect(box).toBeChecked();
  },
};

export const WaysToClose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show notices' });
    // Escape.
    let dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();

    // A background click does not close it (generic modal).
    dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    await userEvent.click(dialog.previousElementSibling as HTMLElement);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // The close button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // "Got it".
    dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
  },
};

export const EveryOpeningStartsAtTheFirstNotice: Story = {
  play: async ({ canvas, userEvent }) => {
    let dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(dialog).getAllByRole('tab')[2]!);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNotices[0]!.title })).toBeVisible();
  },
};

/** Controlled paging: the host owns the page (e.g. to keep it between openings). */
export const ControlledPage: Story = {
  args: { open: true, page: 2 },
  play: async ({ userEvent, args }) => {
    const dialog = await shownModal();
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNotices[9]!.title })).toBeVisible();
    // Asking for another page only reports it; the host decides.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(within(dialog).getByText('Page 2 of 3')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { open: true, status: 'loading', notices: [] },
  play: async () => {
    const dialog = await shownModal();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading notices');
    await expect(within(dialog).queryByRole('tab')).toBeNull();
    // The footer is already there: the player can close or opt out while waiting.
    await expect(within(dialog).getByRole('checkbox', { name: "Don't show again today" })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { open: true, notices: [] },
  play: async () => {
    const dialog = await shownModal();
    await expect(within(dialog).getByText('No notices yet')).toBeVisible();
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { open: true, status: 'error', notices: [] },
  play: async ({ userEvent, args }) => {
    const dialog = await shownModal();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not load the notices');
    const retry = within(dialog).getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

const longNotice: Notice = {
  id: 'long',
  title:
    'Important: changes to the welcome bonus, the daily rebate on slots and fishing, and the withdrawal turnover requirements from 1 July 2025',
  date: '2025-06-15 09:30:00',
  html: Array.from(
    { length: 14 },
    (_, index) =>
      `<p><strong>${index + 1}.</strong> From 1 July the welcome bonus turnover requirement falls from 15x to 12x on slots and fishing, while live casino and sports keep their current weighting. Rebates are paid daily at 12:00 and credited to the main wallet.</p>`,
  ).join(''),
};

export const LongTitlesAndContent: Story = {
  args: { open: true, notices: [longNotice, ...sampleNotices.slice(0, 4)] },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ userEvent }) => {
    const dialog = await shownModal();
    const panel = panelOf(dialog);
    // The pane scrolls by itself and takes focus, so the keyboard can scroll it; the window does not grow.
    await expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
    const height = dialog.getBoundingClientRect().height;
    await userEvent.tab();
    await expect(panel).toHaveFocus();
    // The long title wraps in full in the pane and is clamped to two lines in the list.
    await expect(within(panel).getByRole('heading', { name: longNotice.title })).toBeVisible();
    const firstTab = within(dialog).getAllByRole('tab')[0]!;
    await expect(firstTab.getBoundingClientRect().height).toBeLessThan(90);
    // Switching to a short notice keeps the window's size.
    await userEvent.click(within(dialog).getAllByRole('tab')[1]!);
    await expect(dialog.getBoundingClientRect().height).toBeCloseTo(height, 0);
  },
};

export const HostileNotice: Story = {
  args: {
    open: true,
    notices: [
      {
        id: 'hostile',
        title: 'System upgrade notice',
        date: '2025-06-01 02:00:00',
        html: '<p>The system upgrade is complete.</p><img src=x onerror="window.__noticePwned = true"><script>window.__noticePwned = true</script><a href="javascript:window.__noticePwned=true">Read more</a><iframe src="https://evil.example"></iframe>',
      },
    ],
  },
  play: async ({ userEvent }) => {
    const dialog = await shownModal();
    const panel = panelOf(dialog);
    await expect(within(panel).getByText('The system upgrade is complete.')).toBeVisible();
    await expect(panel.querySelector('script, iframe, [onerror]')).toBeNull();
    await expect(panel.querySelector('img')).not.toHaveAttribute('src');
    const link = within(panel).getByText('Read more');
    await expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    await expect((window as { __noticePwned?: boolean }).__noticePwned).toBeUndefined();
  },
};

export const Chinese: Story = {
  args: { notices: sampleNoticesCN },
  globals: { locale: 'CN' },
  render: (args) => <NoticeModalHost {...args} triggerLabel="查看公告" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看公告' }));
    const dialog = await screen.findByRole('dialog', { name: '公告' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNoticesCN[0]!.title })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '今日不再显示' }));
    await expect(args.onHideTodayChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await expect(within(panelOf(dialog)).getByRole('heading', { name: sampleNoticesCN[9]!.title })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ userEvent }) => {
    const dialog = await shownModal();
    // A full-screen sheet.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    // The notices are a sideways row above the reading pane; Left/Right move along it.
    const [first, second] = within(dialog).getAllByRole('tab');
    await expect(within(dialog).getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(second!.getBoundingClientRect().top).toBeCloseTo(first!.getBoundingClientRect().top, 0);
    await expect(panelOf(dialog).getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    // The row scrolls so the chosen card is fully in view.
    const row = within(dialog).getByRole('tablist').getBoundingClientRect();
    await waitFor(() => expect(second!.getBoundingClientRect().right).toBeLessThanOrEqual(row.right));
    // The footer stays at the bottom of the sheet.
    const footer = within(dialog).getByRole('button', { name: 'Got it' }).getBoundingClientRect();
    await expect(footer.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Desktop: Story = {
  args: { open: true },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async () => {
    const dialog = await shownModal();
    // A centred window, 880 wide, the list beside the reading pane.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(880);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
    await expect(within(dialog).getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    const list = within(dialog).getByRole('tablist').getBoundingClientRect();
    await expect(panelOf(dialog).getBoundingClientRect().left).toBeGreaterThan(list.right);
  },
};

// The sandbox's notices, fetched as the site does; one of them carries script on purpose.
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
  render: (args, { loaded }) => <NoticeModalHost {...args} notices={loaded.notices as Notice[]} />,
  play: async ({ canvas, userEvent, loaded }) => {
    const notices = loaded.notices as Notice[];
    const hostileIndex = notices.findIndex((notice) => notice.id === String(HOSTILE_NOTICE_ID));
    await expect(hostileIndex).toBeGreaterThanOrEqual(0);
    await expect(notices[hostileIndex]!.html).toContain('onerror');

    const dialog = await openWith(userEvent, canvas.getByRole('button', { name: 'Show notices' }));
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(Math.min(9, notices.length));
    await expect(within(panelOf(dialog)).getByText(notices[0]!.date!)).toBeVisible();

    // Page to the hostile notice and open it.
    for (let page = 1; page < Math.floor(hostileIndex / 9) + 1; page += 1) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    }
    await userEvent.click(within(dialog).getAllByRole('tab')[hostileIndex % 9]!);
    const panel = panelOf(dialog);
    await expect(within(panel).getByRole('heading', { name: notices[hostileIndex]!.title })).toBeVisible();
    await expect(panel.querySelector('script, [onerror]')).toBeNull();
    await expect(panel.querySelector('img')).not.toHaveAttribute('src');
    await expect(within(panel).getByText('Read more')).not.toHaveAttribute('href');
    await expect(window.alert).not.toHaveBeenCalled();
  },
};

import { memberInfoEndpoint, missionsSummaryEndpoint, moduleSwitches, systemWhitelabelEndpoint } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { memberCentreFactsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { storyPlatform } from '../../../stories/platform';
import { type CentreFacts, centrePageEntry } from '../CenterPanel/centreSections';
import { MemberCenterPanel, type MemberCenterPanelProps } from './MemberCenterPanel';
import {
  type MemberCentrePage,
  memberCentre,
  memberCentreOtherPages,
  memberCentreSections,
} from './memberCentreSections';

/** Stands in for the page the site renders on the right. */
function SamplePage({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const entry = centrePageEntry(memberCentre, page);
  const heading = entry ? t(entry.labelKey) : page;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h3 style={{ margin: 0 }}>{heading}</h3>
      <p style={{ margin: 0 }}>
        Page <code>{page}</code> renders here: the site passes it as the panel's children.
      </p>
      {['Account', 'Security', 'Verification'].map((row) => (
        <div key={row} style={{ padding: 16, borderRadius: 12, border: '1px solid currentColor', opacity: 0.8 }}>
          {row}
        </div>
      ))}
    </div>
  );
}

/** Holds the open and page state, the way the site's container does. */
function MemberCenterHost({ open: requested, page: initial, onPageChange, onClose, ...props }: MemberCenterPanelProps) {
  const [open, setOpen] = useState(requested);
  const [page, setPage] = useState(initial);
  useEffect(() => setOpen(requested), [requested]);
  useEffect(() => setPage(initial), [initial]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open personal center</Button>
      <MemberCenterPanel
        {...props}
        open={open}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          onPageChange(next);
        }}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        {props.children ?? <SamplePage page={page} />}
      </MemberCenterPanel>
    </>
  );
}

/** A merchant with every member feature switched on, and a member who may transfer to the upline. */
const everySection: CentreFacts = {
  switches: Object.fromEntries(
    memberCentreSections.flatMap((section) =>
      'shownWhen' in section && 'switch' in section.shownWhen ? [[section.shownWhen.switch, true]] : [],
    ),
  ),
  memberFacts: { toUpline: true },
};

const meta = {
  title: 'Blocks/Panels/MemberCenterPanel',
  component: MemberCenterPanel,
  render: (args) => <MemberCenterHost {...args} />,
  args: {
    open: true,
    status: 'ready',
    page: 'securityCenter',
    facts: everySection,
    missionCount: 0,
    onPageChange: fn(),
    onClose: fn(),
    onRetry: fn(),
    openDelay: 0,
  },
  argTypes: {
    page: {
      control: 'select',
      options: [...memberCentreSections, ...memberCentreOtherPages].map((entry) => entry.id),
    },
    missionCount: { control: { type: 'number', min: 0 } },
    children: { control: false },
    labels: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The personal center: the generic modal (no close on a background click, draggable by its header, page scroll locked) with the sections of `memberCentreSections` this member may see on the left and the page the site renders (`children`) on the right; on phones a full-screen sheet with the sections as a scrolling row above the page. The host owns `page` (default `securityCenter`) and gets `onPageChange`; the current entry carries `aria-current`. `facts` decides which sections show (`visibleSections`): a section with `shownWhen` needs its settings switch (`REFERRAL3`, `MISSIONLB3`, …) or member fact (`toUpline`). The mission entry shows a count badge when `missionCount` is above 0. The panel has a shown flag (`open`) and a `status` (`AsyncStatus`): until its data is on hand it shows placeholders, and after a failure (`error`) a retry (`onRetry`) replaces them. The arrow keys, Home and End move between entries; Escape and the close button call `onClose`.',
      },
    },
  },
} satisfies Meta<typeof MemberCenterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string | RegExp) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const menuOf = (dialog: HTMLElement, name = 'Personal center sections') =>
  within(dialog).getByRole('navigation', { name });
const entriesOf = (dialog: HTMLElement) => within(menuOf(dialog)).getAllByRole('button');

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Personal Center');
    await expect(dialog).toHaveAttribute('data-modal-name', 'memberCenter');
    const names = entriesOf(dialog).map((entry) => entry.textContent);
    await expect(names).toEqual([
      'My Account',
      'My Wallet',
      'Deposit',
      'Withdraw',
      'Transfer to Upline',
      'Betting Record',
      'Cashback',
      'Account Record',
      'Profit and Loss',
      'Bonus Details',
      'Rewards Center',
      'Invite Friends',
      'Missions',
      'Messages',
    ]);
    // Opening starts on the current entry, and the page beside it is named after it.
    const account = within(dialog).getByRole('button', { name: 'My Account' });
    await expect(account).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(account).toHaveFocus());
    await expect(within(dialog).getByRole('region', { name: 'My Account' })).toBeVisible();
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const ChooseByPointer: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Personal Center');
    const deposit = within(dialog).getByRole('button', { name: 'Deposit' });
    await userEvent.click(deposit);
    await expect(args.onPageChange).toHaveBeenCalledWith('depositv2');
    await expect(deposit).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('button', { name: 'My Account' })).not.toHaveAttribute('aria-current');
    const region = within(dialog).getByRole('region', { name: 'Deposit' });
    await expect(within(region).getByRole('heading', { name: 'Deposit' })).toBeVisible();

    // Choosing the current entry again changes nothing.
    await userEvent.click(deposit);
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Personal Center');
    const account = within(dialog).getByRole('button', { name: 'My Account' });
    await waitFor(() => expect(account).toHaveFocus());

    // Arrows move along the menu, wrapping at the ends; Enter chooses.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(dialog).getByRole('button', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith('depositv2');

    await userEvent.keyboard('{End}');
    const messages = within(dialog).getByRole('button', { name: 'Messages' });
    await expect(messages).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith('messageV2');
    await expect(messages).toHaveAttribute('aria-current', 'page');

    await userEvent.keyboard('{ArrowDown}');
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}');
    await expect(account).toHaveFocus();

    // Tab leaves the menu for the page, which scrolls on its own.
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    await expect(within(dialog).getByRole('region', { name: 'Messages' })).toHaveFocus();
  },
};

export const MissionBadge: Story = {
  args: { missionCount: 3 },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Personal Center');
    const missions = within(dialog).getByRole('button', { name: 'Missions 3 mission rewards to claim' });
    await expect(within(missions).getByText('3')).toBeVisible();
    // No other entry carries a badge.
    await expect(within(menuOf(dialog)).getAllByText(/^\d+$/)).toHaveLength(1);
    await userEvent.click(missions);
    await expect(args.onPageChange).toHaveBeenCalledWith('missionLeaderboard');
    await expect(within(dialog).getByRole('region', { name: 'Missions' })).toBeVisible();
  },
};

export const NoMissionBadgeAtZero: Story = {
  args: { missionCount: 0 },
  play: async () => {
    const dialog = await dialogNamed('Personal Center');
    const missions = within(dialog).getByRole('button', { name: 'Missions' });
    await expect(missions).toHaveTextContent(/^Missions$/);
    await expect(within(menuOf(dialog)).queryAllByText(/^\d+$/)).toHaveLength(0);
  },
};

export const CloseByButtonAndEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    let dialog = await dialogNamed('Personal Center');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    dialog = await dialogNamed('Personal Center');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'My Account' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: 'Open personal center' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Personal Center');
    // Nothing of the panel's own until it has loaded: no menu, no page, a busy placeholder.
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
    await expect(within(dialog).queryByRole('region')).toBeNull();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your personal center…');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The panel can still be closed.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

function LoadsLater(props: MemberCenterPanelProps) {
  const [status, setStatus] = useState<AsyncStatus>('loading');
  return (
    <>
      <Button variant="secondary" onClick={() => setStatus('ready')}>
        Finish loading
      </Button>
      <MemberCenterHost {...props} status={status} />
    </>
  );
}

export const LoadedAfterOpening: Story = {
  render: (args) => <LoadsLater {...args} />,
  play: async ({ canvas }) => {
    const dialog = await dialogNamed('Personal Center');
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
    // The page behind is inert while the modal is open: finish loading from outside it.
    canvas.getByRole('button', { name: 'Finish loading', hidden: true }).click();
    await waitFor(() => expect(menuOf(dialog)).toBeVisible());
    await expect(within(dialog).queryByRole('status')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Personal Center');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the data');
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const OtherPage: Story = {
  args: {
    page: 'profile',
    children: (
      <div>
        <h3 style={{ margin: 0 }}>Profile</h3>
        <p>Reached from elsewhere (the avatar, a link), not from the menu.</p>
      </div>
    ),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Personal Center');
    // No entry is current, and the page region falls back to the panel's name.
    await expect(within(menuOf(dialog)).queryByRole('button', { current: 'page' })).toBeNull();
    await expect(within(dialog).getByRole('region', { name: 'Personal Center' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'My Account' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('securityCenter');
  },
};

const longParagraphs = Array.from(
  { length: 18 },
  (_, index) =>
    `${index + 1}. Every deposit bonus must be wagered fifteen times on slots, fishing or live casino before a withdrawal; sports bets count at half weight and lottery bets do not count at all.`,
);

export const LongText: Story = {
  args: {
    page: 'bonusDetails',
    labels: {
      bonusDetails: 'Bonus details and turnover requirements of every promotion you joined',
      transferUpline: 'Transfer funds to your upline agent account',
    },
    missionCount: 1234,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {longParagraphs.map((text) => (
          <p key={text} style={{ margin: 0 }}>
            {text}
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await dialogNamed('Personal Center');
    const menu = menuOf(dialog);
    // Long labels wrap inside the column and never push the page sideways.
    const entry = within(dialog).getByRole('button', { name: /Bonus details and turnover/ });
    await expect(entry.scrollWidth).toBeLessThanOrEqual(entry.clientWidth + 1);
    // A large count is capped.
    await expect(within(menu).getByText('99+')).toBeVisible();
    // The page scrolls inside its own region, under a header that stays put.
    const region = within(dialog).getByRole('region', { name: /Bonus details and turnover/ });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Chinese: Story = {
  args: { missionCount: 2 },
  globals: { locale: 'CN' },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('个人中心');
    const menu = menuOf(dialog, '个人中心栏目');
    await expect(within(menu).getAllByRole('button')).toHaveLength(14);
    await expect(within(menu).getByRole('button', { name: '任务活动 2 个任务奖励待领取' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: '平台信息' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('messageV2');
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { missionCount: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Personal Center');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // A full-screen sheet…
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    // …with the sections as one scrolling row above the page.
    const menu = menuOf(dialog);
    const list = within(menu).getByRole('list');
    const [first, second] = entriesOf(dialog);
    await expect(second!.getBoundingClientRect().top).toBeCloseTo(first!.getBoundingClientRect().top, 0);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list).toHaveAttribute('data-overflow', 'end');
    const region = within(dialog).getByRole('region', { name: 'My Account' });
    await expect(region.getBoundingClientRect().top).toBeGreaterThanOrEqual(menu.getBoundingClientRect().bottom);

    // Choosing the last entry by keyboard scrolls it into view.
    await userEvent.keyboard('{End}');
    const messages = within(dialog).getByRole('button', { name: 'Messages' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith('messageV2');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    await expect(messages.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right);

    // By touch or pointer: the mission entry, badge and all.
    const missions = within(dialog).getByRole('button', { name: /^Missions/ });
    await userEvent.click(missions);
    await expect(args.onPageChange).toHaveBeenLastCalledWith('missionLeaderboard');
    await expect(within(missions).getByText('3')).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('Personal Center');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // A generous window, the menu as a column beside the page.
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(1120, 0);
    const menu = menuOf(dialog);
    const [first, second] = entriesOf(dialog);
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
    const region = within(dialog).getByRole('region', { name: 'My Account' });
    await expect(region.getBoundingClientRect().left).toBeGreaterThanOrEqual(menu.getBoundingClientRect().right);
    // It is the generic modal: it can be moved by its header.
    await expect(within(dialog).getByRole('application', { name: 'Move window' })).toBeInTheDocument();
  },
};

/** A merchant without invite friends and missions, and a member with no upline to transfer to. */
export const SectionsFollowSettings: Story = {
  args: {
    facts: {
      switches: { ...everySection.switches, REFERRAL3: false, MISSIONLB3: false },
      memberFacts: { toUpline: false },
    },
    missionCount: 2,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Personal Center');
    const names = entriesOf(dialog).map((entry) => entry.textContent);
    await expect(names).toEqual([
      'My Account',
      'My Wallet',
      'Deposit',
      'Withdraw',
      'Betting Record',
      'Cashback',
      'Account Record',
      'Profit and Loss',
      'Bonus Details',
      'Rewards Center',
      'Messages',
    ]);
    // With the mission section gone, its count shows nowhere.
    await expect(within(menuOf(dialog)).queryAllByText(/^\d+$/)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Account Record' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('transactionHistory');
  },
};

// demo_player in the sandbox: the demo merchant's settings, no upline, and completed missions whose rewards wait.
const platform = storyPlatform({ user: 'demo_player' });

async function loadFromThePlatform() {
  const [missions, settings, member] = await Promise.all([
    platform.client.call(missionsSummaryEndpoint),
    platform.client.call(systemWhitelabelEndpoint),
    platform.client.call(memberInfoEndpoint),
  ]);
  // The site's mapping: switches of the settings tree, and whether the member may transfer to the upline.
  return { missions, facts: memberCentreFactsOf(moduleSwitches(settings), member) };
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ platform: await loadFromThePlatform() })],
  render: (args, { loaded }) => {
    const { missions, facts } = loaded.platform as Awaited<ReturnType<typeof loadFromThePlatform>>;
    return <MemberCenterHost {...args} facts={facts} missionCount={missions.count ?? 0} />;
  },
  play: async ({ loaded, userEvent, args }) => {
    const { missions } = loaded.platform as Awaited<ReturnType<typeof loadFromThePlatform>>;
    const count = missions.count ?? 0;
    // The badge shows the platform's count: the missions completed and not yet claimed.
    await expect(count).toBe(missions.missions.filter((mission) => mission.status === 'COMPLETED').length);
    await expect(count).toBeGreaterThan(0);
    const dialog = await dialogNamed('Personal Center');
    // The demo merchant has every member feature on; demo_player has no upline to transfer to.
    await expect(entriesOf(dialog)).toHaveLength(13);
    await expect(within(dialog).queryByRole('button', { name: 'Transfer to Upline' })).toBeNull();
    const entry = within(dialog).getByRole('button', { name: new RegExp(`^Missions ${count} mission reward`) });
    await expect(within(entry).getByText(String(count))).toBeVisible();
    await userEvent.click(entry);
    await expect(args.onPageChange).toHaveBeenCalledWith('missionLeaderboard');
  },
};

import {
  contentUnreadCountV2Endpoint,
  getGameVendors,
  isAgentType,
  memberInfoEndpoint,
  promotionsAvailableEndpoint,
  walletBalanceEndpoint,
} from '@lobby/api';
import { type LanguageCode, useTranslation } from '@lobby/i18n';
import { ESPORTS_VENDORS, SEED_USERNAMES } from '@lobby/mocks';
import { balanceViewOf, labelledCategoriesOf, navCategoriesOf, shellUserOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectEveryNavEntryReachable } from '../../../stories/navFit';
import { storyPlatform } from '../../../stories/platform';
import type { ShellUser } from '../../shell/actions';
import { NavMenu } from '../NavMenu/NavMenu';
import { TopBar, type TopBarProps } from './TopBar';

const player: ShellUser = {
  id: '10086',
  account: 'demo_player',
  nickname: 'Lucky Star',
  rankLabel: 'Silver',
  unread: 0,
};

/** A wordmark in the brand's gold, as a merchant would upload it (inline, so stories need no network). */
const logoSrc = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 40'><rect width='40' height='40' rx='10' fill='#f0b429'/><path d='M12 10h6v14h10v6H12z' fill='#161b28'/><text x='50' y='28' font-family='Arial,sans-serif' font-size='22' font-weight='700' fill='#f4f6fb'>Lobby</text></svg>",
)}`;

/** The square mark of the same brand, for phones. */
const markSrc = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' rx='10' fill='#f0b429'/><path d='M12 10h6v14h10v6H12z' fill='#161b28'/></svg>",
)}`;

/** The toggle's state lives in the layout; here a story keeps it. */
function WithMenuState(props: TopBarProps) {
  const [open, setOpen] = useState(props.menuOpen);
  return (
    <TopBar
      {...props}
      menuOpen={open}
      onToggleMenu={() => {
        props.onToggleMenu();
        setOpen((value) => !value);
      }}
    />
  );
}

const navigation = (
  <NavMenu
    categories={[
      {
        id: 'SPORTS',
        label: 'Sports',
        href: '/sports',
        kind: 'launch',
        vendors: [
          { id: 'SABA', name: 'SABA Sports', hot: true },
          { id: 'CMD', name: 'CMD368' },
        ],
      },
      { id: 'LIVE', label: 'Live Casino', href: '/live', kind: 'games', aspect: 'landscape', vendors: [] },
      { id: 'RNG', label: 'Slots', href: '/rng', kind: 'games', vendors: [] },
    ]}
    currentHref="/index"
    onVendorFocus={fn()}
    onGamesPageChange={fn()}
    onLaunchVendor={fn()}
    onPlay={fn()}
    onFreeTrial={fn()}
    onAction={fn()}
  />
);

const meta = {
  title: 'Blocks/Header/TopBar',
  component: TopBar,
  args: {
    brandName: 'Lobby',
    logo: null,
    menuOpen: false,
    user: null,
    showRegister: true,
    showAgentCenter: false,
    balance: { amount: 12345.67, status: 'ready' },
    onToggleMenu: fn(),
    onRefreshBalance: fn(),
    onAction: fn(),
  },
  argTypes: {
    balance: { control: 'object' },
    navigation: { control: false },
    logo: { control: false },
  },
  render: (args) => <WithMenuState {...args} />,
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The top bar: sticky, 56 px tall on phones and 64 px from 1024 px, on the raised surface with a hairline under it. Menu toggle (reports `aria-expanded`), the logo linking to /index, the navigation slot (`NavMenu`, desktop only), then either Log in and Register (Register only with the DIRECTREG3 flag) or the logged-in panel: the balance with refresh and its refreshing placeholder, Deposit and Withdraw (icon buttons below 1366 px, where the navigation needs the room) and the avatar menu with nickname, ID, rank ("--" without one), member center, agent center for agents, mailbox with the unread count, customer service and sign out. Everything a player asks for comes out of `onAction`; the site opens the login popup first where an action needs a session. No language switch here: the side menu has it.',
      },
    },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor, with registration open. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const bar = canvasElement.querySelector('[data-top-bar]') as HTMLElement;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(bar.getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByRole('link', { name: 'Lobby – home page' })).toHaveAttribute('href', '/index');

    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onAction).toHaveBeenCalledWith('login');
    // Keyboard: Register is the next stop.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('register');
    await expect(canvas.queryByRole('button', { name: /Deposit/ })).not.toBeInTheDocument();
  },
};

export const VisitorWithoutRegister: Story = {
  args: { showRegister: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  },
};

export const MenuToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LoggedIn: Story = {
  args: { user: player, navigation },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('P12,345.67')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);

    // From 1366 px the shortcuts carry their labels.
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onAction).toHaveBeenCalledWith('deposit');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('withdraw');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The avatar menu by pointer: who is signed in, then the member center.
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of Lucky Star' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByText('Lucky Star')).toBeVisible();
    await expect(within(menu).getByText('ID: 10086')).toBeVisible();
    await expect(within(menu).getByText('Silver')).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Agent center' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Member center' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('memberCenter');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const AccountMenuByKeyboard: Story = {
  args: { user: player },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole('button', { name: 'Account menu of Lucky Star' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Member center' })).toHaveFocus());
    // Member center, Mailbox, Customer service.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Customer service' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('customerService');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Sign out is the last entry.
    await userEvent.keyboard('{ArrowDown}');
    const again = await screen.findByRole('menu');
    await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('logout');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without choosing.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

export const BalanceLoading: Story = {
  args: { user: player, balance: { amount: null, status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refreshing…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const BalanceRefreshing: Story = {
  args: { user: player, balance: { amount: 12345.67, status: 'refreshing' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Refreshing…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefreshBalance).not.toHaveBeenCalled();
  },
};

export const BalanceError: Story = {
  args: { user: player, balance: { amount: null, status: 'error' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Balance unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);
  },
};

export const LongNickname: Story = {
  args: {
    user: { ...player, nickname: 'TheLuckiestHighRollerOfTheWholeCasinoFloor2025' },
    balance: { amount: 1234567890.5, status: 'ready' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Account menu of TheLuckiest/ }));
    const menu = await screen.findByRole('menu');
    const name = within(menu).getByText('TheLuckiestHighRollerOfTheWholeCasinoFloor2025');
    // Cut with an ellipsis; the full name is in the tooltip.
    await expect(name).toHaveAttribute('title', 'TheLuckiestHighRollerOfTheWholeCasinoFloor2025');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await userEvent.keyboard('{Escape}');
  },
};

export const VipRank: Story = {
  args: { user: { ...player, nickname: 'Whale', rankLabel: 'Diamond' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of Whale' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Diamond')).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const NoRank: Story = {
  args: { user: { ...player, rankLabel: undefined, nickname: undefined } },
  play: async ({ canvas, userEvent }) => {
    // Without a nickname the account name stands in.
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of demo_player' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('--')).toBeVisible());
    await expect(within(menu).getByText('No rank yet')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const UnreadMail: Story = {
  args: { user: { ...player, unread: 4 } },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole('button', { name: 'Account menu of Lucky Star, 4 unread messages' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const mailbox = within(menu).getByRole('menuitem', { name: 'Mailbox 4 unread messages' });
    await userEvent.click(mailbox);
    await expect(args.onAction).toHaveBeenCalledWith('mailbox');
  },
};

export const Agent: Story = {
  args: { user: { ...player, nickname: 'Agent Wu' }, showAgentCenter: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of Agent Wu' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Member center', 'Agent center', 'Mailbox', 'Customer service', 'Sign out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Agent center' }));
    await expect(args.onAction).toHaveBeenCalledWith('agentCenter');
  },
};

export const WithLogo: Story = {
  args: { logo: { src: logoSrc, width: 160, height: 40 } },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Lobby – home page' });
    const image = home.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(image).toHaveAttribute('data-loaded'));
    await expect(image.getBoundingClientRect().height).toBe(36);
  },
};

export const Mobile: Story = {
  args: {
    user: { ...player, unread: 2 },
    navigation,
    logo: { src: logoSrc, width: 160, height: 40 },
    compactLogo: { src: markSrc, width: 40, height: 40 },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const bar = canvasElement.querySelector('[data-top-bar]') as HTMLElement;
    await expect(bar.getBoundingClientRect().height).toBe(56);
    // Everything fits in 375 px.
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    // The side menu navigates on phones.
    await expect(canvasElement.querySelector('nav')).not.toBeVisible();
    // Icon shortcuts, still named.
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    await expect(deposit.getBoundingClientRect().width).toBe(32);
    await userEvent.click(deposit);
    await expect(args.onAction).toHaveBeenCalledWith('deposit');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('withdraw');
    // The whole balance, not cut: the square mark stands in for the wide logo.
    const amount = canvas.getByText('P12,345.67');
    await expect(amount.scrollWidth).toBeLessThanOrEqual(amount.clientWidth);
    const home = canvas.getByRole('link', { name: 'Lobby – home page' });
    const shown = [...home.querySelectorAll('img')].filter((image) => image.getBoundingClientRect().width > 0);
    await expect(shown).toHaveLength(1);
    await expect(shown[0]!.getBoundingClientRect().width).toBe(28);
  },
};

export const MobileVisitor: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvasElement.querySelector('[data-top-bar]') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const DesktopDropdownUnderTheBar: Story = {
  args: { user: player, navigation },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const bar = canvasElement.querySelector('[data-top-bar]') as HTMLElement;
    const sports = canvas.getByRole('button', { name: 'Sports' });
    await userEvent.hover(sports);
    const books = await canvas.findByRole('list', { name: 'Sports providers' });
    await waitFor(() => expect(books).toBeVisible());
    // The dropdown spans the bar right under it.
    const panel = books.closest('[data-state="open"][data-orientation]')?.parentElement as HTMLElement;
    const barBox = bar.getBoundingClientRect();
    // (It overlaps the bar's 1 px hairline: it starts at the bar's padding edge.)
    await waitFor(() => expect(Math.abs(panel.getBoundingClientRect().top - barBox.bottom)).toBeLessThanOrEqual(1));
    await expect(panel.getBoundingClientRect().width).toBeCloseTo(barBox.width, 0);
    await userEvent.keyboard('{Escape}');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { user: { ...player, nickname: '幸运星', rankLabel: '白银', unread: 3 }, showAgentCenter: true },
  globals: { locale: 'CN', viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: '存款' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取款' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lobby – 首页' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '幸运星 的账户菜单，3 条未读消息' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      '个人中心',
      '代理中心',
      // The count is drawn, and spelled out for screen readers.
      '站内信33 条未读消息',
      '在线客服',
      '退出登录',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const Vietnamese: Story = {
  args: { user: { ...player, nickname: 'Sao May Mắn', rankLabel: 'Bạc', unread: 3 }, showAgentCenter: true },
  globals: { locale: 'VI', viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rút tiền' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lobby – trang chủ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu tài khoản của Sao May Mắn, 3 tin nhắn chưa đọc' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Trung tâm hội viên',
      'Trung tâm đại lý',
      // The count is drawn, and spelled out for screen readers.
      'Hộp thư33 tin nhắn chưa đọc',
      'Chăm sóc khách hàng',
      'Đăng xuất',
    ]);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a player sees, without hidden nodes or scripts
    await expect(document.body.innerText).not.toMatch(/\b(header|ui)\.[a-zA-Z][\w.]*/);
    await userEvent.keyboard('{Escape}');
  },
};

export const ChineseVisitor: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '注册' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '菜单' })).toBeVisible();
  },
};

// ---- from the sandbox: member info, wallet, unread mail and promotions through @lobby/api ----

const platforms = {
  visitor: storyPlatform(),
  demo_player: storyPlatform({ user: SEED_USERNAMES.player }),
  demo_agent: storyPlatform({ user: SEED_USERNAMES.agent }),
};
type Who = keyof typeof platforms;

async function loadFromThePlatform(who: Who) {
  const { client } = platforms[who];
  const vendors = await getGameVendors(client);
  if (who === 'visitor') return { vendors, signedIn: null };
  const [member, balance, unread, promotions] = await Promise.all([
    client.call(memberInfoEndpoint),
    client.call(walletBalanceEndpoint),
    client.call(contentUnreadCountV2Endpoint),
    client.call(promotionsAvailableEndpoint),
  ]);
  return { vendors, signedIn: { member, balance, unread, promotions } };
}
type Loaded = Awaited<ReturnType<typeof loadFromThePlatform>>;

/** The bar and its navigation as the site's header maps the same answers (`@lobby/view-models`). */
function PlatformTopBar({ loaded, ...args }: TopBarProps & { loaded: Loaded }) {
  const { t } = useTranslation();
  const { vendors, signedIn } = loaded;
  const user = signedIn ? shellUserOf({ loggedIn: true, member: signedIn.member, unread: signedIn.unread }) : null;
  const categories = navCategoriesOf(labelledCategoriesOf(vendors, ESPORTS_VENDORS, t));
  const menu = (
    <NavMenu
      categories={categories}
      loggedIn={!!signedIn}
      rewardsCount={signedIn?.promotions.length ?? 0}
      rankLabel={user?.rankLabel ?? null}
      onVendorFocus={fn()}
      onGamesPageChange={fn()}
      onLaunchVendor={fn()}
      onPlay={fn()}
      onFreeTrial={fn()}
      onAction={args.onAction}
    />
  );
  return (
    <WithMenuState
      {...args}
      navigation={menu}
      user={user}
      showAgentCenter={signedIn ? isAgentType(signedIn.member.type) : false}
      balance={signedIn ? balanceViewOf({ data: signedIn.balance }) : undefined}
    />
  );
}

const fromThePlatform = (who: Who): Pick<Story, 'parameters' | 'loaders' | 'render'> => ({
  parameters: { msw: { handlers: platforms[who].handlers } },
  loaders: [async () => ({ platform: await loadFromThePlatform(who) })],
  render: (args, { loaded }) => <PlatformTopBar {...args} loaded={loaded.platform as Loaded} />,
});

/** What the header offers everyone, by accessible name, in each shipped language (categories as the sandbox has them). */
const navEntries = {
  EN: {
    entries: [
      'Home',
      'Sports',
      'E-Sports',
      'Live Casino',
      'Slots',
      'Fishing',
      'Card Games',
      'Lottery',
      'Promotions',
      /^Rewards/,
      /^VIP rank/,
    ],
    more: /^More/,
  },
  CN: {
    entries: [
      '首页',
      '体育',
      '电子竞技',
      '真人娱乐',
      '老虎机',
      '捕鱼',
      '棋牌游戏',
      '彩票',
      '优惠活动',
      /^奖励中心/,
      /^VIP 等级/,
    ],
    more: /^更多/,
  },
  VI: {
    entries: [
      'Trang chủ',
      'Thể thao',
      'Thể thao điện tử',
      'Casino trực tiếp',
      'Slot',
      'Bắn cá',
      'Game bài',
      'Xổ số',
      'Khuyến mãi',
      /^Phần thưởng/,
      /^Cấp VIP/,
    ],
    more: /^Thêm/,
  },
} satisfies Record<LanguageCode, { entries: (string | RegExp)[]; more: RegExp }>;

export const FromThePlatform: Story = {
  ...fromThePlatform('demo_player'),
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    // demo_player: 12,345.67 in pesos, rank Silver, 4 unread messages.
    await expect(canvas.getByText('P12,345.67')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'VIP rank: Silver' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Rewards \d+ promotions? available$/ })).toBeVisible();
    // The site's categories (e-sports split out of sports, lottery last), in the bar or, where it has no room, in More.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expectEveryNavEntryReachable({ nav, ...navEntries.EN, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: /, 4 unread messages$/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Silver')).toBeVisible());
    await expect(within(menu).queryByRole('menuitem', { name: 'Agent center' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

// ---- the navigation fits the bar: at every laptop width, for each kind of account, in each language ----

const navNames: Record<LanguageCode, string> = { EN: 'Main', CN: '主导航', VI: 'Điều hướng chính' };

const laptopWidths = { 1024: 'laptopSmall', 1280: 'laptopMedium', 1366: 'laptop', 1440: 'laptopLarge' } as const;

/**
 * The whole bar at a laptop width: every navigation entry lies whole inside
 * the navigation or waits in "More"; the bar scrolls sideways nowhere. For a
 * signed-in account, Promotions, Rewards (with its count) and VIP stay in the
 * bar (the balance leaves the least room at 1024 px).
 */
const fitsAt = (width: keyof typeof laptopWidths, who: Who, locale: LanguageCode): Story => ({
  ...fromThePlatform(who),
  globals: { locale, viewport: { value: laptopWidths[width], isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBe(width);
    const bar = canvasElement.querySelector('[data-top-bar]') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    const nav = canvas.getByRole('navigation', { name: navNames[locale] });
    const barBox = bar.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    await expect(navBox.left).toBeGreaterThanOrEqual(barBox.left);
    await expect(navBox.right).toBeLessThanOrEqual(barBox.right);
    const { entries, more } = navEntries[locale];
    const inMore = await expectEveryNavEntryReachable({ nav, entries, more, userEvent });
    // Game categories wait in More before Promotions, Rewards and VIP do.
    const [promotions, rewards, vip] = entries.slice(-3);
    for (const entry of [promotions, rewards, vip]) await expect(inMore).not.toContain(entry);
    // A signed-in account's rewards count shows in the bar.
    if (who !== 'visitor') await expect(within(nav).getByRole('button', { name: rewards })).toHaveTextContent(/\d/);
  },
});

export const FitsAt1024ForAVisitor = fitsAt(1024, 'visitor', 'EN');
export const FitsAt1024ForAPlayer = fitsAt(1024, 'demo_player', 'EN');
export const FitsAt1024ForAnAgent = fitsAt(1024, 'demo_agent', 'EN');
export const FitsAt1280ForAVisitor = fitsAt(1280, 'visitor', 'EN');
export const FitsAt1280ForAPlayer = fitsAt(1280, 'demo_player', 'EN');
export const FitsAt1280ForAnAgent = fitsAt(1280, 'demo_agent', 'EN');
export const FitsAt1366ForAVisitor = fitsAt(1366, 'visitor', 'EN');
export const FitsAt1366ForAPlayer = fitsAt(1366, 'demo_player', 'EN');
export const FitsAt1366ForAnAgent = fitsAt(1366, 'demo_agent', 'EN');
export const FitsAt1440ForAVisitor = fitsAt(1440, 'visitor', 'EN');
export const FitsAt1440ForAPlayer = fitsAt(1440, 'demo_player', 'EN');
export const FitsAt1440ForAnAgent = fitsAt(1440, 'demo_agent', 'EN');
export const FitsAt1024ForAVisitorInChinese = fitsAt(1024, 'visitor', 'CN');
export const FitsAt1024ForAPlayerInChinese = fitsAt(1024, 'demo_player', 'CN');
export const FitsAt1024ForAnAgentInChinese = fitsAt(1024, 'demo_agent', 'CN');
export const FitsAt1280ForAVisitorInChinese = fitsAt(1280, 'visitor', 'CN');
export const FitsAt1280ForAPlayerInChinese = fitsAt(1280, 'demo_player', 'CN');
export const FitsAt1280ForAnAgentInChinese = fitsAt(1280, 'demo_agent', 'CN');
export const FitsAt1366ForAVisitorInChinese = fitsAt(1366, 'visitor', 'CN');
export const FitsAt1366ForAPlayerInChinese = fitsAt(1366, 'demo_player', 'CN');
export const FitsAt1366ForAnAgentInChinese = fitsAt(1366, 'demo_agent', 'CN');
export const FitsAt1440ForAVisitorInChinese = fitsAt(1440, 'visitor', 'CN');
export const FitsAt1440ForAPlayerInChinese = fitsAt(1440, 'demo_player', 'CN');
export const FitsAt1440ForAnAgentInChinese = fitsAt(1440, 'demo_agent', 'CN');
// Vietnamese labels run longer than English ones: checked where the bar is narrowest.
export const FitsAt1024ForAVisitorInVietnamese = fitsAt(1024, 'visitor', 'VI');
export const FitsAt1024ForAPlayerInVietnamese = fitsAt(1024, 'demo_player', 'VI');
export const FitsAt1024ForAnAgentInVietnamese = fitsAt(1024, 'demo_agent', 'VI');

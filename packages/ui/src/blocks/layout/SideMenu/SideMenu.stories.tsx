import {
  contentUnreadCountV2Endpoint,
  getGameVendors,
  isAgentType,
  memberInfoEndpoint,
  walletBalanceEndpoint,
} from '@lobby/api';
import { interfaceLanguages, useTranslation } from '@lobby/i18n';
import { ESPORTS_VENDORS } from '@lobby/mocks';
import { balanceViewOf, labelledCategoriesOf, shellUserOf, sideMenuCategoriesOf } from '@lobby/view-models';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../../primitives/Link/Link';
import { storyPlatform } from '../../../stories/platform';
import { categories, categoriesCn, categoriesVi, languages, player, StoryRouterLink } from '../fixtures';
import { layoutMetrics } from '../metrics';
import { SideMenu, type SideMenuProps } from './SideMenu';

// The menu as it sits in the pinned rail: 264 px on the raised surface.
const inRail: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <div
      style={{
        width: layoutMetrics.sideMenuWidth,
        background: 'var(--lobby-color-surface-raised)',
        border: '1px solid var(--lobby-color-border-subtle)',
      }}
    >
      {Story()}
    </div>
  </LinkProvider>
);

const meta = {
  title: 'Blocks/Layout/SideMenu',
  component: SideMenu,
  decorators: [inRail],
  args: {
    categories,
    currentHref: '/rng',
    languages,
    language: 'EN',
    showRegister: true,
    referralEnabled: true,
    showAgentCenter: false,
    onAction: fn(),
    onLanguageChange: fn(),
    onRefreshBalance: fn(),
    onToggleBalanceHidden: fn(),
  },
  argTypes: {
    user: { control: 'object' },
    categories: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The side menu, top to bottom: the balance (a click hides it as ***) or, for visitors, login and register (register only with `showRegister`, DIRECTREG3); shortcuts (deposit, withdraw, promotions, invite and earn only with `referralEnabled`, rewards, cashback); the game center (the header's categories as links, the current one marked from `currentHref`); the account list (betting record, account record, security center, personal loss, mailbox with the unread count, agent center only with `showAgentCenter`); app download (/down), customer service, help center (/help), the language select and logout. Every entry that is not a link reports a `ShellAction` through `onAction`; the site opens the login popup first for protected actions of visitors. Inside `AppLayout`'s drawer a choice also closes the drawer.",
      },
    },
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const loggedIn = {
  user: player,
  balance: { amount: 12345.67, status: 'ready' },
} satisfies Partial<SideMenuProps>;

/** A visitor: login and register instead of the balance, no logout. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).queryByText('Balance')).toBeNull();
    await expect(within(nav).queryByRole('button', { name: 'Log out' })).toBeNull();

    // Login comes first in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('login');

    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('register');
  },
};

/** DIRECTREG3 off: no register button, and login becomes the primary call. */
export const VisitorWithoutRegister: Story = {
  args: { showRegister: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Register' })).toBeNull();
    const login = canvas.getByRole('button', { name: 'Log in' });
    await expect(login.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

function HideableMenu(props: SideMenuProps) {
  const [hidden, setHidden] = useState(false);
  return (
    <SideMenu
      {...props}
      balanceHidden={hidden}
      onToggleBalanceHidden={() => {
        setHidden((value) => !value);
        props.onToggleBalanceHidden?.();
      }}
    />
  );
}

/** A signed-in player: name, rank and balance; clicking the balance hides it as *** and shows it again. */
export const LoggedIn: Story = {
  args: loggedIn,
  render: (args) => <HideableMenu {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Lucky Dragon')).toBeVisible();
    await expect(canvas.getByText('VIP 2 · Silver')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /P12,345\.67/ }));
    await expect(args.onToggleBalanceHidden).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('***')).toBeVisible();
    await expect(canvas.queryByText('P12,345.67')).toBeNull();
    // Focus stays on the toggle, so Enter shows it again.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('P12,345.67')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('logout');
  },
};

/** Without `balanceHidden` the menu keeps the hidden state itself. */
export const BalanceHiddenUncontrolled: Story = {
  args: { ...loggedIn, onToggleBalanceHidden: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Hide balance/ }));
    await expect(canvas.getByRole('button', { name: /\*\*\*\. Show balance/ })).toBeVisible();
  },
};

export const BalanceLoading: Story = {
  args: { ...loggedIn, balance: { amount: null, status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refreshing…')).toBeVisible();
    // Nothing to hide until the amount is there.
    await expect(canvas.queryByRole('button', { name: /Hide balance/ })).toBeNull();
  },
};

export const BalanceUnavailable: Story = {
  args: { ...loggedIn, balance: { amount: null, status: 'error' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Balance unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefreshBalance).toHaveBeenCalled();
  },
};

const everyAction = [
  ['Deposit', 'deposit'],
  ['Withdraw', 'withdraw'],
  ['Promotions', 'promotions'],
  ['Invite and earn', 'referral'],
  ['Rewards', 'rewards'],
  ['Cashback', 'cashback'],
  ['Betting record', 'bettingRecord'],
  ['Account record', 'accountRecord'],
  ['Security center', 'securityCenter'],
  ['Personal loss', 'personalLoss'],
  ['Customer service', 'customerService'],
  ['Feedback', 'feedback'],
] as const;

/** Each entry reports its own action, by pointer and by keyboard. */
export const EveryAction: Story = {
  args: loggedIn,
  play: async ({ canvas, userEvent, args }) => {
    for (const [name, action] of everyAction) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(args.onAction).toHaveBeenLastCalledWith(action);
    }
    await userEvent.click(canvas.getByRole('button', { name: /^Mailbox/ }));
    await expect(args.onAction).toHaveBeenLastCalledWith('mailbox');
    await expect(args.onAction).toHaveBeenCalledTimes(everyAction.length + 1);

    // Keyboard: Space and Enter on the focused tile.
    canvas.getByRole('button', { name: 'Cashback' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenLastCalledWith('cashback');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Rewards' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('rewards');
  },
};

/** The whole menu in one logical tab order, top to bottom. */
export const KeyboardOrder: Story = {
  args: loggedIn,
  play: async ({ canvas, userEvent }) => {
    const expected = [
      /Hide balance/,
      /^Refresh balance$/,
      /^Deposit$/,
      /^Withdraw$/,
      /^Promotions$/,
      /^Invite and earn$/,
      /^Rewards$/,
      /^Cashback$/,
      ...categories.map((category) => new RegExp(`^${category.label}$`)),
      /^Betting record$/,
      /^Account record$/,
      /^Security center$/,
      /^Personal loss$/,
      /^Mailbox/,
      /^App download$/,
      /^Customer service$/,
      /^Help center$/,
      /^Feedback$/,
      /^Language/,
      /^Log out$/,
    ];
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    for (const name of expected) {
      await userEvent.tab();
      await expect(nav).toContainElement(document.activeElement as HTMLElement);
      await expect(document.activeElement).toHaveAccessibleName(name);
    }
  },
};

export const ReferralOff: Story = {
  args: { ...loggedIn, referralEnabled: false },
  play: async ({ canvas }) => {
    const shortcuts = canvas.getByRole('list', { name: 'Shortcuts' });
    await expect(within(shortcuts).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Invite and earn' })).toBeNull();
  },
};

export const ReferralOn: Story = {
  args: { ...loggedIn, referralEnabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const shortcuts = canvas.getByRole('list', { name: 'Shortcuts' });
    await expect(within(shortcuts).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Invite and earn' }));
    await expect(args.onAction).toHaveBeenCalledWith('referral');
  },
};

/** A brand that offers light and dark: the switch sits under the language and reports the player's choice. */
export const ColourSchemeSwitch: Story = {
  args: { colourScheme: 'dark', onColourSchemeChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const darkMode = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(darkMode).toBeChecked();
    await userEvent.click(darkMode);
    await expect(args.onColourSchemeChange).toHaveBeenCalledWith('light');
  },
};

/** Without a light and dark pair the brand has one look, and no switch. */
export const NoColourSchemeSwitch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch', { name: 'Dark mode' })).toBeNull();
  },
};

/** Agent account types (1, 2, 41, 42) get the agent center entry. */
export const Agent: Story = {
  args: { ...loggedIn, user: { ...player, nickname: 'House Agent', unread: 0 }, showAgentCenter: true },
  play: async ({ canvas, userEvent, args }) => {
    const account = canvas.getByRole('list', { name: 'My account' });
    const agent = within(account).getByRole('button', { name: 'Agent center' });
    await userEvent.click(agent);
    await expect(args.onAction).toHaveBeenCalledWith('agentCenter');
    // No unread mail: the mailbox has no badge.
    await expect(within(account).getByRole('button', { name: 'Mailbox' })).toBeVisible();
  },
};

export const UnreadMail: Story = {
  args: { ...loggedIn, user: { ...player, unread: 128 } },
  play: async ({ canvas, userEvent, args }) => {
    const mailbox = canvas.getByRole('button', { name: 'Mailbox 128 unread messages' });
    await expect(within(mailbox).getByText('99+')).toBeVisible();
    mailbox.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('mailbox');
  },
};

/** The current page's category is marked (a query such as ?page=PP still counts as Slots). */
export const CurrentCategory: Story = {
  args: { currentHref: '/rng?page=PP' },
  play: async ({ canvas, userEvent }) => {
    const gameCenter = canvas.getByRole('list', { name: 'Game center' });
    const links = within(gameCenter).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(categories.map((entry) => entry.href));
    const current = within(gameCenter).getByRole('link', { current: 'page' });
    await expect(current).toHaveAccessibleName('Slots');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Links go through the router link the site provides.
    await expect(current).toHaveAttribute('data-router-link');
    await userEvent.click(within(gameCenter).getByRole('link', { name: 'Fishing' }));
    await expect(canvas.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    await expect(canvas.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help');
  },
};

export const CategoriesLoading: Story = {
  args: { categoriesStatus: 'loading' },
  play: async ({ canvas }) => {
    const gameCenter = canvas.getByRole('list', { name: 'Game center' });
    await expect(gameCenter).toHaveAttribute('aria-busy', 'true');
    await expect(within(gameCenter).queryAllByRole('link')).toHaveLength(0);
  },
};

export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Game center' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'My account' })).toBeVisible();
  },
};

function LanguageMenu(props: SideMenuProps) {
  const [language, setLanguage] = useState(props.language);
  return (
    <SideMenu
      {...props}
      language={language}
      onLanguageChange={(code) => {
        setLanguage(code);
        props.onLanguageChange?.(code);
      }}
    />
  );
}

export const LanguageChange: Story = {
  render: (args) => <LanguageMenu {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveTextContent('English');
    // Keyboard: open, move down, choose.
    select.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('CN');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(select).toHaveTextContent('简体中文');
    await expect(select).toHaveFocus();

    // Pointer.
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenLastCalledWith('EN');
  },
};

export const SingleLanguage: Story = {
  args: { languages: [languages[0]!] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Language' })).toBeNull();
  },
};

export const LongLabels: Story = {
  args: {
    ...loggedIn,
    user: {
      ...player,
      nickname: 'The luckiest dragon of the whole Manila bay area',
      rankLabel: 'VIP 12 · Imperial Black Diamond',
      unread: 7,
    },
    balance: { amount: 1234567890.5, status: 'ready' },
    showAgentCenter: true,
    categories: [
      ...categories.slice(0, 3),
      { id: 'CRASH', label: 'Crash games with instant multipliers and cash-out', href: '/rng?gameClassify=Crash' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    // Nothing overflows the 264 px rail.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvasElement.firstElementChild!.scrollWidth).toBeLessThanOrEqual(layoutMetrics.sideMenuWidth);
    await expect(canvas.getByRole('link', { name: /Crash games/ })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { ...loggedIn, categories: categoriesCn, language: 'CN', showAgentCenter: true },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '快捷入口' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '站内信 4 条未读消息' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '电子游戏' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '取款' }));
    await expect(args.onAction).toHaveBeenCalledWith('withdraw');
    await expect(canvas.getByRole('combobox', { name: '语言' })).toHaveTextContent('简体中文');
  },
};

export const Vietnamese: Story = {
  args: {
    ...loggedIn,
    categories: categoriesVi,
    languages: interfaceLanguages.map((language) => ({ code: language.code, label: language.nativeName })),
    language: 'VI',
    showAgentCenter: true,
  },
  globals: { locale: 'VI' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Lối tắt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hộp thư 4 tin nhắn chưa đọc' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Slot' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Rút tiền' }));
    await expect(args.onAction).toHaveBeenCalledWith('withdraw');
    await expect(canvas.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveTextContent('Tiếng Việt');
    // The longer Vietnamese labels still fit the 264 px rail, and no message key shows in their place.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a player sees, without hidden nodes or scripts
    await expect(canvasElement.innerText).not.toMatch(/\b(layout|header|ui)\.[a-zA-Z][\w.]*/);
  },
};

/** On a phone the menu lives in a drawer of the same width (see AppLayout's mobile stories). */
export const Mobile: Story = {
  args: loggedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(layoutMetrics.sideMenuWidth);
    // Touch targets of at least 40 px.
    for (const row of within(canvas.getByRole('list', { name: 'My account' })).getAllByRole('button')) {
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};

// demo_player in the sandbox: member info, wallet, unread mail and the vendor list, as the site's container maps them.
const platform = storyPlatform({ user: 'demo_player' });

async function loadFromThePlatform() {
  const [member, balance, unread, vendors] = await Promise.all([
    platform.client.call(memberInfoEndpoint),
    platform.client.call(walletBalanceEndpoint),
    platform.client.call(contentUnreadCountV2Endpoint),
    getGameVendors(platform.client),
  ]);
  return { member, balance, unread, vendors };
}
type Loaded = Awaited<ReturnType<typeof loadFromThePlatform>>;

/** The menu as the site's side menu maps the same answers (`@lobby/view-models`). */
function PlatformMenu({ loaded, ...args }: SideMenuProps & { loaded: Loaded }) {
  const { t } = useTranslation();
  const { member, balance, unread, vendors } = loaded;
  return (
    <HideableMenu
      {...args}
      user={shellUserOf({ loggedIn: true, member, unread })}
      balance={balanceViewOf({ data: balance })}
      showAgentCenter={isAgentType(member.type)}
      categories={sideMenuCategoriesOf(labelledCategoriesOf(vendors, ESPORTS_VENDORS, t))}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ platform: await loadFromThePlatform() })],
  render: (args, { loaded }) => <PlatformMenu {...args} loaded={loaded.platform as Loaded} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('P12,345.67')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mailbox 4 unread messages' })).toBeVisible();
    // demo_player is a member, not an agent.
    await expect(canvas.queryByRole('button', { name: 'Agent center' })).toBeNull();
    const gameCenter = canvas.getByRole('list', { name: 'Game center' });
    await expect(within(gameCenter).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    await expect(within(gameCenter).getByRole('link', { name: 'E-Sports' })).toHaveAttribute('href', '/esports');
    // ELOTT and LOTT are one category, under /elott.
    await expect(within(gameCenter).getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/elott');
    await userEvent.click(canvas.getByRole('button', { name: /P12,345\.67/ }));
    await expect(canvas.getByText('***')).toBeVisible();
  },
};

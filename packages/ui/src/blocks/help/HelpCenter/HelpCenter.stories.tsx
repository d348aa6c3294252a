import { contentHelpCenterEndpoint, type HelpItem } from '@lobby/api';
import { helpItemsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LinkProvider, type RouterLinkProps } from '../../../primitives/Link/Link';
import { storyPlatform } from '../../../stories/platform';
import { HelpCenter, type HelpCenterItem } from './HelpCenter';

const items: HelpCenterItem[] = [
  {
    id: 'about',
    title: 'About Company',
    html: '<p>Lobby is an online entertainment platform offering sports, live casino, slots, fishing, card games, e-sports and lottery to players across Asia.</p>',
  },
  {
    id: 'contact',
    title: 'Contact Us',
    html: '<p>Customer service is available 24/7 by live chat. E-mail: <a href="mailto:support@lobby.example">support@lobby.example</a>.</p>',
  },
  {
    id: 'terms',
    aliases: ['general-terms'],
    title: 'General Terms and Conditions',
    html: '<h3>1. Eligibility</h3><p>You must be 18 or older to open an account. One account per person, household and device.</p><h3>2. Bets</h3><p>Bets are final once confirmed. Obvious errors in odds may be voided.</p><h3>3. Bonuses</h3><p>Bonuses carry turnover requirements stated in each promotion.</p>',
  },
  {
    id: 'responsible-gaming',
    title: 'Responsible Gaming',
    html: '<p>Gaming should be entertainment. Set limits, never chase losses, and ask customer service for self-exclusion at any time.</p>',
  },
  {
    id: 'privacy',
    title: 'Privacy Policy',
    html: '<p>We store only the data needed to run your account and protect it with industry-standard measures. We never sell personal data.</p>',
  },
  {
    id: 'affiliates',
    title: 'Affiliates',
    html: '<p>Join our affiliate program and earn commission on the net revenue of the players you refer.</p>',
  },
  {
    id: 'refund',
    title: 'Refund Policy',
    html: '<p>Deposits credited to your account are not refundable once played. Contact customer service within 7 days about a failed deposit.</p>',
  },
];

const chineseItems: HelpCenterItem[] = [
  {
    id: 'about',
    title: '关于我们',
    html: '<p>Lobby 是面向亚洲玩家的线上娱乐平台，提供体育、真人娱乐、电子游戏、捕鱼、棋牌、电竞与彩票。</p>',
  },
  { id: 'contact', title: '联系我们', html: '<p>客服 24 小时在线，邮箱：support@lobby.example。</p>' },
  {
    id: 'terms',
    aliases: ['general-terms'],
    title: '一般条款与条件',
    html: '<h3>1. 资格</h3><p>您必须年满 18 岁方可开户，每人、每户、每台设备仅限一个账户。</p><h3>2. 投注</h3><p>投注一经确认即为最终结果，明显的赔率错误可能被取消。</p>',
  },
  {
    id: 'privacy',
    title: '隐私政策',
    html: '<p>我们仅保存运营账户所需的数据并以行业标准加以保护，绝不出售个人数据。</p>',
  },
];

// Stands in for the site's router link: it takes the click instead of the browser, as react-router does.
function StoryRouterLink({ href, onClick, ...rest }: RouterLinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

const meta = {
  title: 'Blocks/Help/HelpCenter',
  component: HelpCenter,
  decorators: [(Story) => <LinkProvider component={StoryRouterLink}>{Story()}</LinkProvider>],
  args: { status: 'ready', items, onRetry: fn(), onActiveIdChange: fn(), siteName: 'Lobby' },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    variant: { control: 'inline-radio', options: ['page', 'standalone'] },
    items: { control: false },
    logo: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The help center (/help, /helpmc): every entry of the platform's help list as an anchored section (`id` = the entry's anchor; `aliases` add more anchors such as `general-terms`), its HTML rendered through `SafeHtml`, with contents linking to `#anchor`. `activeId` is the anchor the page was opened with (the hash): that entry is scrolled to clear of the sticky top bar, focused and highlighted, as when the register form's terms link opens /help#terms. A contents link does the same and reports `onActiveIdChange`. The contents sit beside the entries from 1024 px and wrap as chips above them below. `variant=\"standalone\"` (/helpmc) has no site shell and brings its own compact header with `siteName` (and `logo`). Loading, empty and error (with `onRetry`) states.",
      },
    },
  },
} satisfies Meta<typeof HelpCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const entryNamed = (canvas: HTMLElement, name: string) => within(canvas).getByRole('region', { name });
const contentsOf = (canvas: HTMLElement, name = 'Contents') => within(canvas).getByRole('navigation', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const links = within(contentsOf(canvasElement)).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#about',
      '#contact',
      '#terms',
      '#responsible-gaming',
      '#privacy',
      '#affiliates',
      '#refund',
    ]);
    // Every entry is a section under its own anchor, its HTML rendered.
    const terms = entryNamed(canvasElement, 'General Terms and Conditions');
    await expect(terms).toHaveAttribute('id', 'terms');
    await expect(await within(terms).findByRole('heading', { level: 3, name: '1. Eligibility' })).toBeVisible();
    // Nothing is highlighted without an anchor.
    await expect(within(contentsOf(canvasElement)).queryByRole('link', { current: 'location' })).toBeNull();
    await expect(args.onActiveIdChange).not.toHaveBeenCalled();
  },
};

export const ContentsByPointer: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const link = within(contentsOf(canvasElement)).getByRole('link', { name: 'Privacy Policy' });
    await userEvent.click(link);
    const privacy = entryNamed(canvasElement, 'Privacy Policy');
    await expect(privacy).toHaveFocus();
    await expect(privacy).toHaveAttribute('data-active', 'true');
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(args.onActiveIdChange).toHaveBeenCalledWith('privacy');
    await waitFor(() => expect(privacy.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
  },
};

export const ContentsByKeyboard: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    // Tab reaches the contents; the entries themselves are not in the tab order.
    await userEvent.tab();
    const first = within(contentsOf(canvasElement)).getByRole('link', { name: 'About Company' });
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const termsLink = within(contentsOf(canvasElement)).getByRole('link', { name: 'General Terms and Conditions' });
    await expect(termsLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const terms = entryNamed(canvasElement, 'General Terms and Conditions');
    await expect(terms).toHaveFocus();
    await expect(args.onActiveIdChange).toHaveBeenCalledWith('terms');
    await expect(termsLink).toHaveAttribute('aria-current', 'location');
  },
};

export const OpenedAtTerms: Story = {
  name: 'Opened at /help#terms',
  args: { activeId: 'terms' },
  play: async ({ canvasElement }) => {
    const terms = entryNamed(canvasElement, 'General Terms and Conditions');
    await waitFor(() => expect(terms).toHaveFocus());
    await expect(terms).toHaveAttribute('data-active', 'true');
    await expect(within(contentsOf(canvasElement)).getByRole('link', { current: 'location' })).toHaveTextContent(
      'General Terms and Conditions',
    );
    await expect(entryNamed(canvasElement, 'About Company')).toHaveAttribute('data-active', 'false');
  },
};

export const OpenedByAlias: Story = {
  name: 'Opened at /help#general-terms',
  args: { activeId: 'general-terms' },
  play: async ({ canvasElement }) => {
    const terms = entryNamed(canvasElement, 'General Terms and Conditions');
    await waitFor(() => expect(terms).toHaveFocus());
    await expect(terms).toHaveAttribute('data-active', 'true');
    // The alias is a real anchor inside the entry, for the browser's own hash navigation too.
    await expect(terms.querySelector('#general-terms')).not.toBeNull();
  },
};

export const UnknownAnchor: Story = {
  args: { activeId: 'no-such-entry' },
  play: async ({ canvasElement }) => {
    await expect(within(contentsOf(canvasElement)).queryByRole('link', { current: 'location' })).toBeNull();
    await expect(canvasElement.querySelector('[data-active="true"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the help center…');
    const region = within(canvasElement).getByRole('region', { name: 'Help Center' });
    await expect(region.querySelector('[aria-busy="true"]')).toContainElement(within(region).getByRole('status'));
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No help articles yet' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvasElement, userEvent, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the data');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** The site offers the feedback form beside the title; it stays offered while the entries fail to load. */
export const OffersFeedback: Story = {
  args: { status: 'error', items: [], onFeedback: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send us feedback' }));
    await expect(args.onFeedback).toHaveBeenCalledTimes(1);
  },
};

const longTerms = Array.from(
  { length: 14 },
  (_, index) =>
    `<h3>${index + 1}. Section ${index + 1}</h3><p>Bonuses must be wagered fifteen times on slots, fishing or live casino before any withdrawal is processed; sports bets count at half weight, lottery bets do not count, and the turnover of cancelled bets is removed. https://www.lobby.example/promotions/terms-and-conditions/first-deposit-bonus-for-new-members</p>`,
).join('');

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'terms',
        title:
          'General Terms and Conditions of the platform, the promotions and every product offered to members in every region',
        html: longTerms,
      },
      {
        id: 'hostile',
        title: 'Notice with markup from the platform',
        html: '<p>Safe text <img src="x" onerror="window.__helpHacked = true"> and <a href="javascript:alert(1)">a bad link</a>.</p>',
      },
      ...items.slice(3),
    ],
    activeId: 'hostile',
  },
  play: async ({ canvasElement }) => {
    const hostile = entryNamed(canvasElement, 'Notice with markup from the platform');
    await waitFor(() => expect(hostile).toHaveFocus());
    // Platform HTML goes through SafeHtml: no handlers, no script URLs.
    await expect(hostile.querySelector('[onerror]')).toBeNull();
    await expect(hostile.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __helpHacked?: boolean }).__helpHacked).toBeUndefined();
    // A long title wraps instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: { items: chineseItems, activeId: 'privacy' },
  globals: { locale: 'CN' },
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
    await waitFor(() => expect(entryNamed(canvasElement, '隐私政策')).toHaveFocus());
    await userEvent.click(within(contentsOf(canvasElement, '目录')).getByRole('link', { name: '一般条款与条件' }));
    await waitFor(() => expect(entryNamed(canvasElement, '一般条款与条件')).toHaveFocus());
    await expect(args.onActiveIdChange).toHaveBeenCalledWith('terms');
    // The anchor's second look after layout never takes focus back from the player's choice.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(entryNamed(canvasElement, '一般条款与条件')).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    // The contents wrap as chips above the entries.
    const contents = contentsOf(canvasElement);
    const about = entryNamed(canvasElement, 'About Company');
    await expect(contents.getBoundingClientRect().bottom).toBeLessThanOrEqual(about.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(contents).getByRole('link', { name: 'Refund Policy' }));
    await expect(entryNamed(canvasElement, 'Refund Policy')).toHaveFocus();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The contents stand beside the entries.
    const contents = contentsOf(canvasElement);
    const about = entryNamed(canvasElement, 'About Company');
    await expect(contents.getBoundingClientRect().right).toBeLessThanOrEqual(about.getBoundingClientRect().left);
    await expect(getComputedStyle(contents).position).toBe('sticky');
  },
};

export const Standalone: Story = {
  name: 'Standalone (/helpmc)',
  args: { variant: 'standalone', homeHref: '/index' },
  play: async ({ canvasElement, userEvent }) => {
    // Its own compact header: the site's name, no site shell.
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Lobby home' })).toHaveAttribute('href', '/index');
    await expect(within(canvasElement).getByRole('main', { name: 'Help Center' })).toBeVisible();
    await userEvent.click(within(contentsOf(canvasElement)).getByRole('link', { name: 'Contact Us' }));
    const contact = entryNamed(canvasElement, 'Contact Us');
    await expect(contact).toHaveFocus();
    // The entry is not hidden under the sticky header.
    await waitFor(() =>
      expect(contact.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom),
    );
  },
};

export const StandaloneMobile: Story = {
  name: 'Standalone (/helpmc) on a phone',
  args: { variant: 'standalone', activeId: 'terms' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByText('Lobby')).toBeVisible();
    await expect(within(header).queryByRole('link')).toBeNull();
    const terms = entryNamed(canvasElement, 'General Terms and Conditions');
    await waitFor(() => expect(terms).toHaveFocus());
    await waitFor(() =>
      expect(terms.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom),
    );
  },
};

// The sandbox's help list, as the site's container maps it: the platform sends title and content only,
// so anchors come from the known entries (the footer's about links and the register form's terms link).
const platform = storyPlatform();

export const FromThePlatform: Story = {
  args: { activeId: 'terms' },
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ help: await platform.client.call(contentHelpCenterEndpoint) })],
  // The site's mapping: each entry with its anchor (the terms entry is #terms).
  render: (args, { loaded }) => <HelpCenter {...args} items={helpItemsOf(loaded.help as HelpItem[])} />,
  play: async ({ canvasElement, loaded }) => {
    const help = loaded.help as HelpItem[];
    await expect(within(contentsOf(canvasElement)).getAllByRole('link')).toHaveLength(help.length);
    const terms = entryNamed(canvasElement, 'General Terms and Conditions');
    await waitFor(() => expect(terms).toHaveFocus());
    await expect(terms).toHaveAttribute('id', 'terms');
    await expect(entryNamed(canvasElement, 'How do I deposit?')).toHaveAttribute('id', 'how-do-i-deposit');
  },
};

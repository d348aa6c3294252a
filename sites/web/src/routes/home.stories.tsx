import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../testing/pageStory';

export default { title: 'Pages/Home', tags: ['!autodocs'], ...pageMeta({ path: '/index' }) } satisfies Meta;

/** A visitor: the banners, the call to join, the categories, and Log in in the top bar. */
export const Visitor: PageStory = {
  globals: { user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lobby' }, loaded)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Register, play, win' }, loaded)).toBeVisible();
    const categories = await canvas.findByRole('region', { name: 'Game categories' }, loaded);
    await expect(await within(categories).findByRole('link', { name: /Slots/ }, loaded)).toHaveAttribute(
      'href',
      '/rng',
    );
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(document.title).toBe('Home | Lobby');
  },
};

/** demo_player signed in: their balance and account menu instead of Log in, and no call to join. */
export const Player: PageStory = {
  globals: { user: 'demo_player' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Account menu of Lucky Player/ }, loaded)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Game categories' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Register, play, win' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('banner')).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

/** The address `/` goes to the home page. */
export const SiteRoot: PageStory = {
  parameters: atPage('/'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Game categories' }, loaded)).toBeVisible();
    await expect(document.title).toBe('Home | Lobby');
  },
};

/** The interface in Chinese: the shell, the page and the platform's answers (asked for in CN). */
export const Chinese: PageStory = {
  globals: { locale: 'CN', user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '游戏分类' }, loaded)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '注册、游戏、赢取' }, loaded)).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: '登录' })).toBeVisible();
    await expect(document.title).toBe('首页 | Lobby');
  },
};

/** A phone (375 px): the menu behind its toggle, no header navigation, categories in the page. */
export const Mobile: PageStory = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('region', { name: 'Game categories' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    // Nothing scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectShown(await screen.findByRole('navigation', { name: 'Main menu' }, loaded));
  },
};

/** A laptop (1366 px): the header's navigation, the side menu pinned beside the page. */
export const Desktop: PageStory = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Game categories' }, loaded)).toBeVisible();
    const navigation = await canvas.findByRole('navigation', { name: 'Main' }, loaded);
    await expect(within(navigation).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' }, loaded)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A trial account from free play: signed in with the trial credit. */
export const TrialAccount: PageStory = {
  globals: { user: 'trial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Account menu of Guest 1/ }, loaded)).toBeVisible();
    const topBar = canvas.getByRole('banner');
    await expect(await within(topBar).findByText(/2,000\.00/, {}, loaded)).toBeVisible();
  },
};

/**
 * The platform ended demo_player's session (every call with the token answers
 * 401): the shell falls back to the visitor's view, says why, then opens the
 * login over the same page, so that logging in again returns there.
 */
export const SessionExpired: PageStory = {
  globals: { user: 'demo_player', scenario: 'session-expired' },
  play: async ({ canvas, userEvent }) => {
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(within(alert).getByText('Your session has ended. Please log in again.'));
    // Behind the warning (hidden from assistive tech while it is open), the visitor's top bar.
    const topBar = canvas.getByRole('banner', { hidden: true });
    await expect(within(topBar).getByRole('button', { name: 'Log in', hidden: true })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), loaded);
    const login = await screen.findByRole('dialog', { name: 'Log in' }, loaded);
    await expectShown(await within(login).findByRole('textbox', { name: /^Username/ }, loaded));
    await expect(screen.queryByRole('dialog', { name: 'Notices' })).not.toBeInTheDocument();
  },
};

/** The popup announcements, once per session, over the home page. */
export const NoticePopup: PageStory = {
  parameters: { page: { noticePopupSeen: false } },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Notices' }, loaded);
    await expectShown(popup);
    await expect(within(popup).getByRole('checkbox', { name: "Don't show again today" })).toBeVisible();
  },
};

/**
 * Below the categories, as the page nears them: the sandbox's hot games and the
 * latest winners. A visitor's Play asks for the login first.
 */
export const HotGamesAndWinners: PageStory = {
  globals: { user: 'visitor' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Game categories' }, loaded);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const hot = await canvas.findByRole('region', { name: 'Hot games' }, loaded);
    const games = await within(hot).findByRole('list', { name: 'Hot games' }, loaded);
    await expect(within(games).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(hot).getByRole('link', { name: 'See all hot games' })).toHaveAttribute('href', '/hot');
    await expect(await canvas.findByRole('heading', { name: 'Latest winners' }, loaded)).toBeInTheDocument();
    const [play] = within(games).getAllByRole('button', { name: /^Play / });
    await userEvent.click(play!);
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, loaded)).toBeInTheDocument();
  },
};

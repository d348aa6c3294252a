// The site's header at laptop widths, signed out and in, in each shipped
// language: every navigation entry is drawn whole in the bar or waits in its
// "More" menu, and nothing in the header scrolls sideways.
import type { LanguageCode } from '@lobby/i18n';
import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loaded, type PageStory, type PageUser, pageMeta } from '../../testing/pageStory';

export default { title: 'Pages/Header', tags: ['!autodocs'], ...pageMeta({ path: '/index' }) } satisfies Meta;

type Name = string | RegExp;

/** What the header offers, by accessible name, in each shipped language: the sandbox has every category. */
const offered: Record<LanguageCode, { nav: string; entries: Name[]; more: RegExp; rewardsCount: RegExp }> = {
  EN: {
    nav: 'Main',
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
    rewardsCount: /^Rewards \d+ promotions? available$/,
  },
  CN: {
    nav: '主导航',
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
    rewardsCount: /^奖励中心 \d+ 个可领取的优惠$/,
  },
  VI: {
    nav: 'Điều hướng chính',
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
    rewardsCount: /^Phần thưởng \d+ khuyến mãi đang có$/,
  },
};

const widths = { 1024: 'laptopSmall', 1280: 'laptopMedium', 1366: 'laptop', 1440: 'laptopLarge' } as const;

const isInside = (box: DOMRect, frame: DOMRect) =>
  box.width > 0 && box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;

/**
 * The header once the player's data is in (categories, balance, rewards
 * count): every entry lies whole inside the navigation's box or is listed in
 * More, which is opened by keyboard and closed again; Promotions, Rewards and
 * VIP are never the ones waiting in More while categories could.
 */
const headerAt = (width: keyof typeof widths, user: PageUser, locale: LanguageCode): PageStory => ({
  globals: { user, locale, viewport: { value: widths[width], isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(width);
    const { nav: navName, entries, more, rewardsCount } = offered[locale];
    const banner = await canvas.findByRole('banner', {}, loaded);
    const nav = await within(banner).findByRole('navigation', { name: navName }, loaded);
    const bar = nav.querySelector<HTMLElement>(':scope > div > ul');
    if (!bar) throw new Error('The navigation has no entry list');
    const inBar = within(bar);
    const entryNamed = (name: Name) => inBar.queryByRole('link', { name }) ?? inBar.queryByRole('button', { name });
    // The categories have arrived (in the bar or in More), and a signed-in player's balance and rewards count.
    await waitFor(() => expect(entryNamed(entries[1]!) ?? entryNamed(more)).not.toBeNull(), loaded);
    if (user !== 'visitor') {
      // The balance, in the brand's currency, the symbol where the language puts it (P12,345.67, 12.345,67 P).
      await within(banner).findByText(/P\s?\d|\d\s?P$/, {}, loaded);
      await waitFor(() => expect(inBar.getByRole('button', { name: rewardsCount })).toBeVisible(), loaded);
    }

    // Nothing in the header scrolls sideways, nor the page.
    const topBar = banner.querySelector<HTMLElement>('[data-top-bar]')!;
    for (const box of [topBar, nav, bar]) await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const frame = nav.getBoundingClientRect();
    await expect(isInside(frame, topBar.getBoundingClientRect())).toBe(true);
    const inMore: Name[] = [];
    for (const name of entries) {
      const entry = entryNamed(name);
      if (!entry) inMore.push(name);
      else await expect(isInside(entry.getBoundingClientRect(), frame), `${String(name)} is drawn whole`).toBe(true);
    }
    // Promotions, Rewards and VIP stay in the bar.
    for (const name of entries.slice(-3)) await expect(inMore).not.toContain(name);

    const trigger = entryNamed(more);
    if (inMore.length === 0) {
      await expect(trigger).toBeNull();
      return;
    }
    if (!trigger) throw new Error(`Neither in the bar nor in a More menu: ${inMore.map(String).join(', ')}`);
    await expect(isInside(trigger.getBoundingClientRect(), frame)).toBe(true);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    for (const name of inMore) {
      const listed = within(content).queryByRole('tab', { name }) ?? within(content).queryByRole('link', { name });
      await expect(listed, `${String(name)} is listed in More`).not.toBeNull();
      await waitFor(() => expect(listed).toBeVisible());
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
});

export const At1024ForAVisitor = headerAt(1024, 'visitor', 'EN');
export const At1024ForAPlayer = headerAt(1024, 'demo_player', 'EN');
export const At1024ForAnAgent = headerAt(1024, 'demo_agent', 'EN');
export const At1280ForAVisitor = headerAt(1280, 'visitor', 'EN');
export const At1280ForAPlayer = headerAt(1280, 'demo_player', 'EN');
export const At1280ForAnAgent = headerAt(1280, 'demo_agent', 'EN');
export const At1366ForAVisitor = headerAt(1366, 'visitor', 'EN');
export const At1366ForAPlayer = headerAt(1366, 'demo_player', 'EN');
export const At1366ForAnAgent = headerAt(1366, 'demo_agent', 'EN');
export const At1440ForAVisitor = headerAt(1440, 'visitor', 'EN');
export const At1440ForAPlayer = headerAt(1440, 'demo_player', 'EN');
export const At1440ForAnAgent = headerAt(1440, 'demo_agent', 'EN');
export const At1024ForAVisitorInChinese = headerAt(1024, 'visitor', 'CN');
export const At1024ForAPlayerInChinese = headerAt(1024, 'demo_player', 'CN');
export const At1024ForAnAgentInChinese = headerAt(1024, 'demo_agent', 'CN');
export const At1280ForAVisitorInChinese = headerAt(1280, 'visitor', 'CN');
export const At1280ForAPlayerInChinese = headerAt(1280, 'demo_player', 'CN');
export const At1280ForAnAgentInChinese = headerAt(1280, 'demo_agent', 'CN');
export const At1366ForAVisitorInChinese = headerAt(1366, 'visitor', 'CN');
export const At1366ForAPlayerInChinese = headerAt(1366, 'demo_player', 'CN');
export const At1366ForAnAgentInChinese = headerAt(1366, 'demo_agent', 'CN');
export const At1440ForAVisitorInChinese = headerAt(1440, 'visitor', 'CN');
export const At1440ForAPlayerInChinese = headerAt(1440, 'demo_player', 'CN');
export const At1440ForAnAgentInChinese = headerAt(1440, 'demo_agent', 'CN');
// Vietnamese labels run longer than English ones: checked where the bar is narrowest.
export const At1024ForAVisitorInVietnamese = headerAt(1024, 'visitor', 'VI');
export const At1024ForAPlayerInVietnamese = headerAt(1024, 'demo_player', 'VI');
export const At1024ForAnAgentInVietnamese = headerAt(1024, 'demo_agent', 'VI');

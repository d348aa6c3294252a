/**
 * The brand's look reaches the built site from its first frame: the members
 * build is a light brand, so its splash, `theme-color` and pages are light
 * before and after the app's code runs; the default build stays dark. Chinese
 * text brings its own face, which English players never download.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { splashColoursOf } from '../../sites/web/build/brandSplash';
import { useBrowser } from './harness';

/** `#rrggbb` as the `rgb(r, g, b)` a computed style reports. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const firstPaint = (page: Page) =>
  page.evaluate(() => {
    const splash = document.querySelector('.lobby-boot');
    return {
      theme: document.documentElement.dataset.lobbyTheme,
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      splash: splash ? getComputedStyle(splash).backgroundColor : null,
    };
  });

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('a light brand', () => {
  const e2e = useBrowser({ site: 'members' });
  const light = splashColoursOf({ theme: 'light' });

  it('paints light before any of its code or styles arrive', async () => {
    const { page } = e2e;
    // Only the page itself: what a player sees while the app's files are on their way.
    await page.route('**/assets/**', (route) => route.abort());
    e2e.expectErrors({ because: "the app's files are held back", failedResource: /\/assets\// });
    await page.goto('/login');
    expect(await firstPaint(page)).toEqual({ theme: 'light', themeColor: light.surface, splash: rgbOf(light.surface) });
  });

  it('keeps the light theme once the app renders', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await page.waitForURL('**/login');
    await page.getByRole('dialog').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.lobbyTheme)).toBe('light');
    expect(await pageBackground(page)).toBe(rgbOf(light.surface));
  });
});

describe('the default brand', () => {
  const e2e = useBrowser();

  it('stays dark, and loads the Chinese face only for Chinese', async () => {
    const { page } = e2e;
    const fontsAsked: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-sc/i.test(request.url())) fontsAsked.push(request.url());
    });
    await page.goto('/index');
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
    expect(await pageBackground(page)).toBe(rgbOf(splashColoursOf({ theme: 'dark' }).surface));
    expect(fontsAsked).toEqual([]);

    await page.evaluate(() => localStorage.setItem('lang', 'CN'));
    const chineseFace = page.waitForRequest((request) => /noto-sans-sc.*\.woff2/i.test(request.url()));
    await page.reload();
    await page.getByRole('heading', { name: '游戏分类' }).waitFor();
    await chineseFace;
  });
});

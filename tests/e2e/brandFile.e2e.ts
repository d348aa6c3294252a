/**
 * One build serves any merchant: the default build deployed with the example
 * brand file beside it (deploy/brand-example, copied as README's "Add a
 * brand" says) shows that merchant's name, logo, icon, colours, languages and
 * switches; a broken brand file shows the built-in brand and says which field
 * is wrong. A brand that offers light and dark starts in the device's
 * preference, and the player's own choice holds across visits.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import exampleBrand from '../../deploy/brand-example/brand.json' with { type: 'json' };
import { splashColoursOf } from '../../sites/web/build/brandSplash';
import { dismissNoticePopup, logInAs } from './actions';
import { useBrowser } from './harness';

/** `#rrggbb` as the `rgb(r, g, b)` a computed style reports. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('a second merchant on the same build', () => {
  const e2e = useBrowser({ site: 'second-brand' });

  it("shows the brand file's name, logo, icon, colours and default language", async () => {
    const { page } = e2e;
    await page.goto('/index');
    // Chinese is this merchant's default language.
    await page.getByRole('heading', { name: '游戏分类' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    const home = page.getByRole('link', { name: 'Harbour Play – 首页' });
    await expect.poll(() => home.locator('img').first().getAttribute('src')).toBe(exampleBrand.logo.src);
    expect(await page.title()).toMatch(/\| Harbour Play$/);
    expect(await page.locator('link[rel~="icon"]').getAttribute('href')).toBe(exampleBrand.favicon);

    // Its theme: light, with its own accent instead of the build's gold.
    expect(await page.evaluate(() => document.documentElement.dataset.lobbyTheme)).toBe('light');
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--lobby-color-accent-solid').trim(),
    );
    expect(accent.toLowerCase()).toBe(exampleBrand.theme.tokens.palette.brand['400']);
    expect(await pageBackground(page)).toBe(rgbOf(splashColoursOf({ theme: 'light' }).surface));
  });

  it('offers its switches and languages', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const dialog = page.getByRole('dialog');
    // Google sign-in is switched on in this merchant's file, off in the build's brand.
    await dialog.getByRole('button', { name: /Google/ }).waitFor();

    await page.goto('/index');
    const language = page.getByRole('combobox', { name: '语言' });
    await language.click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toHaveLength(exampleBrand.languages.length);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  });

  it("writes money in the brand's currency", async () => {
    const { page } = e2e;
    // In English, the language the shared log-in steps read; the balance 12,345.67 in dong has no decimals.
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await page.goto('/index');
    await logInAs(page, 'demo_player');
    const header = page.locator('header');
    await header.getByText('₫12,346').first().waitFor();
    expect(await header.getByText('12,345.67').count()).toBe(0);
  });
});

describe('a brand file with a mistake', () => {
  const e2e = useBrowser();

  it('serves the built-in brand and names the wrong fields', async () => {
    const { page } = e2e;
    e2e.expectErrors({ consoleError: /brand file \/brand\.json is invalid/, because: 'the page names the mistake' });
    await page.route('**/brand.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ siteName: 'Broken', features: { loginedToHomePage: 'yes' }, colour: 'teal' }),
      }),
    );
    await page.goto('/index');
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('features.loginedToHomePage');
    expect(await alert.textContent()).toContain('colour');
    // Nothing of the broken file is used: the build's brand, whole.
    expect(await page.title()).toMatch(/\| Lobby$/);
    await alert.getByRole('button').first().click();
    await alert.waitFor({ state: 'detached' });
    // The notice popup may have opened over the page by now: the header is looked up behind it.
    expect(await page.getByRole('link', { name: 'Lobby – home page', includeHidden: true }).count()).toBe(1);
  });
});

describe('light and dark, where the brand offers both', () => {
  const e2e = useBrowser({ colorScheme: 'light' });
  const light = splashColoursOf({ theme: 'light' });
  const dark = splashColoursOf({ theme: 'dark' });

  it("starts in the device's preference, from the first frame", async () => {
    const { page } = e2e;
    // Only the page itself: what a player sees while the app's files are on their way.
    await page.route('**/assets/**', (route) => route.abort());
    e2e.expectErrors({ because: "the app's files are held back", failedResource: /\/assets\// });
    await page.goto('/index');
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.lobby-boot') as Element).backgroundColor),
    ).toBe(rgbOf(light.surface));
  });

  it("keeps the player's choice across visits", async () => {
    const { page } = e2e;
    await page.goto('/index');
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
    await dismissNoticePopup(page);
    expect(await page.evaluate(() => document.documentElement.dataset.lobbyTheme)).toBe('light');
    expect(await pageBackground(page)).toBe(rgbOf(light.surface));

    // The side menu is pinned at this width.
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    expect(await darkMode.getAttribute('aria-checked')).toBe('false');
    await darkMode.click();
    await expect.poll(() => pageBackground(page)).toBe(rgbOf(dark.surface));
    await expect
      .poll(() => page.locator('meta[name="theme-color"]').first().getAttribute('content'))
      .toBe(dark.surface);

    await page.reload();
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.lobbyTheme)).toBe('dark');
    expect(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('true');
  });
});

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atRest } from './accessibility';
import { dismissNoticePopup, noticePopup, noticePopupDecision } from './actions';
import { type ExpectedError, setScenario, useBrowser } from './harness';

const phone = { width: 390, height: 844 };

// Every message key, eager and deferred: one of them on the page is a message missing in its language.
const englishMessages = import.meta.glob<{ default: object }>(
  ['../../packages/i18n/src/locales/en/*.json', '../../packages/i18n/src/locales/en/deferred/*.json'],
  { eager: true },
);
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}
const messageKeys = new Set(
  Object.entries(englishMessages).flatMap(([file, { default: messages }]) =>
    // An eager file holds one namespace (`header.json` is `header.…`); a deferred one holds whole subtrees.
    file.includes('/deferred/') ? keysOf(messages) : keysOf(messages, file.replace(/^.*\/(\w+)\.json$/, '$1')),
  ),
);
/** The message keys shown as text, as i18next shows a message it does not have (plural forms by their base key too). */
function shownMessageKeys(text: string): string[] {
  const words = text.match(/\b[a-z]+(?:\.[a-zA-Z_]+)+\b/g) ?? [];
  return [...new Set(words)].filter(
    (word) => messageKeys.has(word) || messageKeys.has(`${word}_one`) || messageKeys.has(`${word}_other`),
  );
}

/** The platform calls that fail while a scenario makes the sandbox refuse them. */
const platformRefuses = (what: string): ExpectedError => ({
  failedResource: /\/wps\//,
  because: `the sandbox answers platform calls with ${what}`,
});

describe('start-up and routes', () => {
  const e2e = useBrowser();

  it('sends / to /index and shows the home page with the shell', async () => {
    const { page } = e2e;
    await page.goto('/');
    await page.waitForURL('**/index');
    await dismissNoticePopup(page);
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
    expect(await page.title()).toBe('Home | Lobby');
    expect(await page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
  });

  it('paints the splash without waiting for the app’s code', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    const { ready, paint, code } = await page.evaluate(() => ({
      ready: performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventEnd as number,
      paint: performance.getEntriesByName('first-contentful-paint').length,
      code: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(framework|shell)-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    // Scripts listed in the page would be fetched while it is parsed and would hold
    // DOMContentLoaded; the page asks for them only once it is ready to show the splash.
    expect(code).toHaveLength(2);
    expect(Math.min(...code)).toBeGreaterThan(ready);
    expect(paint).toBe(1);
  });

  it('says so on the splash when the app’s code cannot be fetched, and reloads on request', async () => {
    const { page, context } = e2e;
    e2e.expectErrors({ failedResource: /\/assets\/framework-[^/]+\.js$/, because: 'the test blocks the framework' });
    let blocked = true;
    await context.route(/\/assets\/framework-[^/]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/index');
    const alert = page.getByRole('alert');
    await alert.getByText('This page could not be loaded').waitFor();
    const reload = alert.getByRole('button', { name: 'Reload page' });
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    blocked = false;
    await reload.click();
    await dismissNoticePopup(page);
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
  });

  it('starts the app once a slow stylesheet arrives', async () => {
    const { page, context } = e2e;
    // The stylesheet comes only after the app's code has arrived.
    const code = page.waitForResponse(/\/assets\/shell-[^/]+\.js$/).then((response) => response.finished());
    await context.route(/\/assets\/shell-[^/]+\.css$/, async (route) => {
      await code;
      await route.continue();
    });
    await page.goto('/index', { waitUntil: 'commit' });
    await dismissNoticePopup(page);
    // The body's typeface comes from the stylesheet (the page's inline style sets only its colour).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Inter/);
  });

  it('shows the maintenance page with its end time when the status is 1', async () => {
    await setScenario('maintenance');
    const { page } = e2e;
    e2e.expectErrors(platformRefuses('maintenance (503)'));
    await page.goto('/index');
    await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
    expect(await page.getByText('RESTRICTION OF VISIT').isVisible()).toBe(true);
    expect(await page.getByText('We are currently performing a system maintenance').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Contact Us' }).isVisible()).toBe(true);
    expect(await page.locator('time').count()).toBeGreaterThan(0);
  });

  it('shows the IP restriction page with the IP and country when the status is 2', async () => {
    await setScenario('ip-restricted');
    const { page } = e2e;
    e2e.expectErrors(platformRefuses('a region block (451)'));
    await page.goto('/index');
    await page.getByRole('heading', { name: 'IP Restriction' }).waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, and the test asserts the text a player sees
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Due to restriction of your location or IP address, you are not allowed to access the site/);
    expect(text).toMatch(/\d+\.\d+\.\d+\.\d+/);
  });

  it('lets maintenance win when both apply', async () => {
    await setScenario('maintenance-and-ip');
    const { page } = e2e;
    e2e.expectErrors(platformRefuses('maintenance (503)'));
    await page.goto('/index');
    await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
    expect(await page.getByRole('heading', { name: 'IP Restriction' }).count()).toBe(0);
  });

  it('switches to the maintenance page when the platform reports it mid-session', async () => {
    const { page } = e2e;
    e2e.expectErrors(platformRefuses('maintenance (503)'));
    await page.goto('/index');
    await dismissNoticePopup(page);
    await setScenario('maintenance');
    // Choosing another language asks the platform for the page's texts again (no reload),
    // now answered with "maintenance": the site switches to the maintenance page, in that language.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '系统维护' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Game categories' }).count()).toBe(0);
  });

  it('shows a not-found page for an unknown address', async () => {
    const { page } = e2e;
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: /not found/i }).waitFor();
  });

  it('opens the login modal over the home page at /login and returns to /index when closed', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByRole('dialog').waitFor();
    // The popup notices keep out of the way of a modal the address asked for.
    expect(await noticePopupDecision(page)).toBe('behind-another-modal');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/index');
  });

  it('redirects /download to /down, which lists the apps of the routers call', async () => {
    const { page } = e2e;
    await page.goto('/download');
    await page.waitForURL('**/down');
    await dismissNoticePopup(page);
    await page.getByRole('heading', { name: /Download the app/i }).waitFor();
    await page
      .getByRole('link', { name: /^Download / })
      .first()
      .waitFor();
  });
});

describe('header and navigation (desktop)', () => {
  const e2e = useBrowser();

  it('shows only categories that have vendors, in the header and side menu', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('button', { name: 'Slots' }).waitFor();
    // In the bar, and (those it has no room for) in its More menu, in order.
    const bar = nav.locator(':scope > div > ul');
    const inBar = (await bar.getByRole('button').allTextContents()).filter((name) => !/^(Rewards|More)/.test(name));
    await bar.getByRole('button', { name: 'More', exact: true }).hover();
    const held = page.getByRole('tablist', { name: 'More game categories' });
    await held.waitFor();
    const inMore = await held.getByRole('tab').allTextContents();
    expect([...inBar, ...inMore]).toEqual([
      'Sports',
      'E-Sports',
      'Live Casino',
      'Slots',
      'Fishing',
      'Card Games',
      'Lottery',
    ]);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Sports', 'E-Sports', 'Live Casino', 'Slots', 'Fishing', 'Card Games', 'Lottery']) {
      expect(await menu.getByText(name, { exact: true }).count(), name).toBeGreaterThan(0);
    }
  });

  it('pages a vendor’s games 21 then 18 in the dropdown', async () => {
    const { page } = e2e;
    await page.goto('/index');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await dismissNoticePopup(page);
    await nav.getByRole('button', { name: 'Slots' }).hover();
    const list = page.getByRole('list', { name: /games/i }).first();
    await list.waitFor();
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(21);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(18);
  });

  it('reaches every header and side-menu entry by keyboard', async () => {
    const { page } = e2e;
    await page.goto('/index');
    // The popup notices take focus when they open; they open once per session, so after
    // closing them a reload starts the walk from the top of the page.
    await dismissNoticePopup(page);
    await page.reload();
    // The heading paints before the header's navigation and the side menu, which load
    // afterwards (code, then the categories): walk only once the entries are there, or
    // the walk passes their place before they arrive.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Slots' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Promotions' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    // Walk the page from the top: the home link, the navigation, login, then the side menu.
    const visited: string[] = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      visited.push(
        await page.evaluate(() => {
          const element = document.activeElement;
          return `${element?.getAttribute('aria-label') ?? element?.textContent ?? ''}`.trim();
        }),
      );
    }
    expect(visited.join('|')).toMatch(/Lobby – home page/);
    expect(visited).toContain('Slots');
    expect(visited).toContain('Log in');
    expect(visited.some((label) => /Deposit|Promotions/.test(label))).toBe(true);
    // Opening a category with the keyboard lists its vendors.
    await nav.getByRole('button', { name: 'Slots' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('tablist', { name: /providers/i })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // The skip link takes keyboard users straight to the page's content.
    await page.reload();
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it('opens customer service in a 440×750 popup at the decoded service address', async () => {
    const { page, context } = e2e;
    // The service desk is outside this machine: answer it locally.
    await context.route('https://service.lobby.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Service desk</title>' }),
    );
    await page.goto('/index');
    await dismissNoticePopup(page);
    const bar = page.getByRole('complementary', { name: 'Contact and apps' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      bar.getByRole('button', { name: 'Customer service' }).click(),
    ]);
    await popup.waitForURL(/^https:\/\/service\.lobby\.example\/desk/);
    expect(popup.url()).toMatch(/merchant=demo/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
    expect(size.width).toBeGreaterThanOrEqual(400);
  });
});

describe('languages, notices and errors', () => {
  const e2e = useBrowser();

  it('switches to CN without a reload and keeps it across a reload', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '游戏分类' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'CN',
      'CN',
    ]);
    await page.reload();
    await page.getByRole('heading', { name: '游戏分类' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });

  it('switches to Tiếng Việt from the side menu: Vietnamese on the page, <html lang="vi">, no message key shown', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Tiếng Việt' }).click();
    await page.getByRole('heading', { name: 'Danh mục trò chơi' }).waitFor();
    const banner = page.getByRole('banner');
    await banner.getByRole('navigation', { name: 'Điều hướng chính' }).waitFor();
    await page.getByRole('combobox', { name: 'Ngôn ngữ' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'vi',
      'ltr',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('VI');
    // The check knows the keys (eager and deferred), so a missing message would be caught.
    expect(shownMessageKeys('pages.home.categories and accounts.login.submit')).toHaveLength(2);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a player sees, without hidden nodes or scripts
    expect(shownMessageKeys(await page.locator('body').innerText())).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'Danh mục trò chơi' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    // biome-ignore lint/performance/useDomNodeTextContent: the text a player sees, without hidden nodes or scripts
    expect(shownMessageKeys(await page.locator('body').innerText())).toEqual([]);
  });

  it('retries a route chunk that failed once, and explains one that keeps failing', async () => {
    const { page, context } = e2e;
    e2e.expectErrors(
      {
        failedResource: /\/assets\/promotions-[^/]+\.js$/,
        because: 'the first request for the promotions chunk fails',
      },
      { failedResource: /\/assets\/help-[^/]+\.js$/, because: "every request for the help route's chunk fails" },
    );
    await page.goto('/index');
    await dismissNoticePopup(page);
    let failures = 0;
    // Several files are named after promotions (the route, its views, its messages): fail the route's own
    // chunk, the one that opens the login for a visitor.
    await context.route(/\/assets\/promotions-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('loginPopupModal')) return route.fulfill({ response });
      failures += 1;
      return failures === 1 ? route.abort() : route.fulfill({ response });
    });
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await page.getByRole('heading', { name: 'Promotions' }).waitFor();
    // The first request failed; the retry (and Vite's preload, when it ran first) went through.
    expect(failures).toBeGreaterThanOrEqual(2);

    await context.unroute(/\/assets\/promotions-[^/]+\.js$/);
    // The help route's own chunk (it also serves /join and /responsibleGaming); other files named after
    // help (the help centre's calls, which the footer uses too) load.
    await context.route(/\/assets\/help-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('/responsiblegaming')) return route.fulfill({ response });
      return route.abort();
    });
    await page.goto('/index');
    await page.locator('a[href="/help"]:visible').first().click();
    await page.getByRole('button', { name: /details/i }).click();
    await page.getByText(/Loading chunk help failed/).waitFor();
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
  });
});

describe('popup notices', () => {
  const e2e = useBrowser();

  it('opens the popup notices once per session, and again in a new one', async () => {
    const { page } = e2e;
    await page.goto('/index');
    expect(await noticePopupDecision(page)).toBe('opened');
    // The popup opens by itself after start-up; a player closes it.
    await dismissNoticePopup(page);

    // A reload keeps the session: the notices have been seen, and stay closed, also once
    // everything the page had scheduled has run (the popup appears after a delay).
    await page.reload();
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
    expect(await noticePopupDecision(page)).toBe('seen-this-session');
    await atRest(page);
    expect(await noticePopup(page).count()).toBe(0);
    // So does another page of the site, loaded afresh.
    await page.goto('/noticePage');
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    expect(await noticePopupDecision(page)).toBe('seen-this-session');
    await atRest(page);
    expect(await noticePopup(page).count()).toBe(0);

    // Another browser profile is another session: the popup opens there.
    const other = await (await e2e.newContext()).newPage();
    await other.goto('/index');
    expect(await noticePopupDecision(other)).toBe('opened');
    await dismissNoticePopup(other);
  });

  it("opens with the first notice's text in place, not an empty body that fills in later", async () => {
    const { page } = e2e;
    // What the popup holds as it enters the page, before its first paint.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const panel = document.querySelector('[data-modal-name="noticeModal"] [role="tabpanel"]');
        if (!panel) return;
        observer.disconnect();
        const body = panel.lastElementChild;
        Object.assign(window, {
          firstNoticeBody: { busy: body?.getAttribute('aria-busy') === 'true', text: body?.textContent?.trim() ?? '' },
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/index');
    await noticePopup(page).getByRole('tabpanel').waitFor();
    const firstBody = await page.evaluate(
      () => (window as unknown as { firstNoticeBody?: { busy: boolean; text: string } }).firstNoticeBody,
    );
    expect(firstBody?.busy).toBe(false);
    expect(firstBody?.text).not.toBe('');
  });

  it('pages the notices and never runs their scripts', async () => {
    const { page } = e2e;
    e2e.expectErrors({
      consoleError:
        /^Executing inline event handler violates the following Content Security Policy directive 'script-src/,
      because: 'the page’s policy refuses the notice’s event handler while the sanitizer parses the notice',
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/noticePage');
    await dismissNoticePopup(page);
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    const hostile = page.getByRole('button', { name: /System upgrade notice/ });
    while ((await hostile.count()) === 0) await page.getByRole('button', { name: 'Next page' }).click();
    await hostile.click();
    await page.getByText('The system upgrade is complete.').waitFor();
    expect(await page.locator('main img[onerror], main script').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

describe('on a phone', () => {
  const e2e = useBrowser({ viewport: phone });

  it('opens the side menu as a drawer from the toggle and closes it with Escape', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('the production bundle', () => {
  it('carries no mock code: no sandbox routes, seed accounts or MSW', async () => {
    const assets = join(import.meta.dirname, '..', '..', 'sites', 'web', 'dist', 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const offenders: string[] = [];
    for (const file of scripts) {
      const code = await readFile(join(assets, file), 'utf8');
      for (const mark of ['__sandbox', 'demo_player', 'Passw0rd', 'setupWorker', 'mockServiceWorker', 'HttpResponse']) {
        if (code.includes(mark)) offenders.push(`${file}: ${mark}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

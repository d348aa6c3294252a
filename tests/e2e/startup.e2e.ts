/**
 * The first visit's order of requests: index.html asks for the start-up reads
 * and, once the banners answer, the home page's lead banner (on a games page,
 * the first page of its list and its pictures), while the app's code is still
 * downloading; the app then takes those answers instead of asking again
 * (build/startupCalls.ts, src/app/startup/startupAnswers.ts).
 */
import type { BrowserContext, Page, Request } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const bannerImage = /\/__sandbox\/cdn\/banner\/\d+\.svg$/;
const appScript = /\/assets\/shell-[\w-]+\.js$/;

/** Phone, tablet and laptop, where the side menu is pinned and the right bar floats. */
const handOffViewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
];

/** Holds the framework back, so the splash stays until the test has measured it; `release` lets the app start. */
async function holdTheApp(context: BrowserContext) {
  let held = Promise.resolve();
  let release: () => void = () => {};
  await context.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return {
    hold: () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

/** The boxes of the first `count` elements the selector finds, in whole pixels. */
const boxesOf = (page: Page, selector: string, count = 1) =>
  page.locator(selector).evaluateAll(
    (elements, first) =>
      elements.slice(0, first).map((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return { left: Math.round(left), top: Math.round(top), width: Math.round(width), height: Math.round(height) };
      }),
    count,
  );

/** Waits until the splash's picture has loaded and the stylesheets are in, so its frame has the app's measures. */
async function splashPainted(page: Page, picture: string) {
  const image = page.locator(picture).first();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('link[data-lobby-styles]')].every(
      (link) => link.getAttribute('data-lobby-styles') !== 'loading',
    ),
  );
}

describe('start-up', () => {
  const e2e = useBrowser({ viewport: { width: 390, height: 844 } });

  it("asks for the lead banner's image before the app's main script has finished downloading", async () => {
    const { page, context } = e2e;
    let bannerRequest: Request | undefined;
    const bannerAsked = new Promise<void>((resolve) => {
      page.on('request', (request) => {
        if (!bannerImage.test(request.url()) || bannerRequest) return;
        bannerRequest = request;
        resolve();
      });
    });
    // The app's main script is held until the banner is asked for, or for ten seconds when it never is:
    // a page that needs the app to know its banner asks for it only after this script has arrived.
    let bannerBeforeScript: boolean | undefined;
    await context.route(appScript, async (route) => {
      await Promise.race([bannerAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      bannerBeforeScript ??= bannerRequest !== undefined;
      await route.continue();
    });

    await page.goto('/index');
    const lead = page.locator('[aria-roledescription="carousel"] img').first();
    await expect
      .poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(bannerBeforeScript).toBe(true);
    // What was asked for early is the picture the carousel opens on.
    expect(await lead.getAttribute('src')).toBe(bannerRequest?.url());
  });

  it('paints the lead banner in the splash where the app then draws it, and the app takes it over without a gap', async () => {
    const { page, context } = e2e;
    const app = await holdTheApp(context);
    for (const viewport of handOffViewports) {
      app.hold();
      await page.setViewportSize(viewport);
      await page.goto('/index', { waitUntil: 'commit' });
      await splashPainted(page, '.lobby-boot-banner img');
      const splashLead = page.locator('.lobby-boot-banner img');
      const [splashBox = { left: 0, top: 0, width: 0, height: 0 }] = await boxesOf(page, '.lobby-boot-banner img');
      const splashSource = await splashLead.getAttribute('src');
      // From here on, every frame shows a picture at the banner's centre: the splash's, then the app's.
      await page.evaluate(
        ({ x, y }) => {
          const gaps: string[] = [];
          Object.assign(window, { bannerGaps: gaps });
          const look = () => {
            const shown = document.elementFromPoint(x, y);
            if (!(shown instanceof HTMLImageElement) || !shown.complete)
              gaps.push(shown?.outerHTML.slice(0, 80) ?? 'nothing');
            if (!document.querySelector('[aria-roledescription="carousel"] img')) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { x: splashBox.left + splashBox.width / 2, y: splashBox.top + splashBox.height / 2 },
      );
      app.release();
      const appLead = page.locator('[aria-roledescription="carousel"] img').first();
      await appLead.waitFor();
      const [appBox] = await boxesOf(page, '[aria-roledescription="carousel"] img');
      expect(appBox, `at ${viewport.width} px`).toEqual(splashBox);
      expect(await appLead.getAttribute('src')).toBe(splashSource);
      expect(await page.evaluate(() => (window as unknown as { bannerGaps: string[] }).bannerGaps)).toEqual([]);
    }
  });

  it("paints a games page's first screen in the splash where the grid then draws it, and the app takes it over without a gap", async () => {
    const { page, context } = e2e;
    // The list must come without the app's code.
    const app = await holdTheApp(context);
    for (const viewport of handOffViewports) {
      app.hold();
      await page.setViewportSize(viewport);
      await page.goto('/rng', { waitUntil: 'commit' });
      await splashPainted(page, '.lobby-boot-grid img');
      const splashBoxes = await boxesOf(page, '.lobby-boot-art', 6);
      const splashNames = await page.locator('.lobby-boot-name').allTextContents();
      // The first tile and the first of the second row, whose art is not the page's priority: every frame from
      // here on shows a whole picture at their centres, the splash's and then the app's.
      const points = [splashBoxes[0], splashBoxes.find((box) => box.top > (splashBoxes[0]?.top ?? 0))].map((box) => ({
        x: (box?.left ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.top ?? 0) + (box?.height ?? 0) / 2,
      }));
      await page.evaluate((centres) => {
        const gaps: string[] = [];
        Object.assign(window, { gridGaps: gaps });
        const look = () => {
          for (const { x, y } of centres) {
            const tile = document.elementFromPoint(x, y)?.closest('li, [role="gridcell"]');
            const image = tile?.querySelector('img');
            if (!image?.complete || image.naturalWidth === 0 || getComputedStyle(image).opacity !== '1')
              gaps.push(
                `${x},${y}: ${(tile ?? document.elementFromPoint(x, y))?.outerHTML.slice(0, 160) ?? 'nothing'}`,
              );
          }
          if (!document.querySelector('[role="grid"] img')) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, points);
      app.release();
      await page.locator('[role="grid"] img').first().waitFor();
      const appBoxes = await boxesOf(page, '[role="gridcell"] img', 6);
      expect(appBoxes, `at ${viewport.width} px`).toEqual(splashBoxes);
      const appNames = await page.locator('[role="gridcell"] p[title]').allTextContents();
      expect(appNames.slice(0, splashNames.length)).toEqual(splashNames.slice(0, appNames.length));
      expect(await page.evaluate(() => (window as unknown as { gridGaps: string[] }).gridGaps)).toEqual([]);
    }
  });

  it('asks for each start-up read once, and remembers the lead banner for the next visit', async () => {
    const { page } = e2e;
    const asked = { status: 0, banners: 0, vendors: 0 };
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/wps/system/status') asked.status += 1;
      if (url.pathname.endsWith('/MCSFE_getListAnnouncements') && url.searchParams.get('types') === 'B') {
        asked.banners += 1;
      }
      if (url.pathname.endsWith('/GCSGAME_gameVendor')) asked.vendors += 1;
    });
    await page.goto('/index');
    // The categories come from the vendors, the banners from the announcements: both on screen.
    await page.locator('[aria-roledescription="carousel"] img').first().waitFor();
    await page.getByRole('region', { name: 'Game categories' }).getByRole('link').first().waitFor();
    expect(asked).toEqual({ status: 1, banners: 1, vendors: 1 });

    const remembered = await page.evaluate(() => localStorage.getItem('lobby.leadBanner'));
    expect(remembered).toMatch(bannerImage);
    // The next visit asks for it from the page's head, before any answer.
    await page.reload();
    const preloads = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')),
    );
    expect(preloads[0]).toBe(remembered);
  });

  it("opens the home page from the bare address without fetching the not-found page's code on the way", async () => {
    const { page } = e2e;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Game categories' }).getByRole('link').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(scripts.filter((path) => /\/(notFound|ErrorView)-/.test(path))).toEqual([]);
  });
});

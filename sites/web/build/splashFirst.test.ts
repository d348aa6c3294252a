import type { IndexHtmlTransformContext, MinimalPluginContextWithoutEnvironment } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import {
  type BootData,
  bootDataId,
  type LoadFailureTexts,
  loadScriptsScript,
  loadStylesScript,
  splashFirst,
  splashInlineScripts,
} from './splashFirst';
import type { StartupData } from './startupCalls';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Lobby</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-a.js"></script>
    <script type="module" crossorigin src="/assets/framework-b.js"></script>
    <script type="module" crossorigin src="/assets/shell-c.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-d.css">
  </head>
  <body>
    <div id="root"><div class="lobby-boot">Lobby</div></div>
  </body>
</html>`;

const failure = {
  EN: { message: 'This page could not be loaded', reload: 'Reload page' },
  CN: { message: '页面加载失败', reload: '刷新页面' },
};

const startup: StartupData = {
  baseUrl: '',
  merchantCode: 'demo',
  defaultLanguage: 'EN',
  languages: ['EN', 'CN'],
  device: 'web',
  moduleIdHeader: 'ModuleId',
  brandFile: '/brand.json',
  homePaths: ['/', '/index'],
  homeBannerGroup: 'w_home',
  gamePages: {},
  calls: [{ path: '/wps/system/status', query: [['url', { from: 'host' }]], token: 'none' }],
};

async function transform(
  html: string,
  texts: LoadFailureTexts = failure,
  context: Partial<IndexHtmlTransformContext> = {},
): Promise<string> {
  const hook = splashFirst(texts, { '/rng': 'games' }, async () => startup).transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('splashFirst has no ordered transformIndexHtml hook');
  return (await hook.handler.call(
    {} as MinimalPluginContextWithoutEnvironment,
    html,
    context as IndexHtmlTransformContext,
  )) as string;
}

function bootData(html: string): BootData {
  const block = new RegExp(`<script type="application/json" id="${bootDataId}">(.*?)</script>`).exec(html);
  if (!block?.[1]) throw new Error('the page has no boot data block');
  return JSON.parse(block[1]) as BootData;
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);

describe('splashFirst', () => {
  it('leaves no tag that would fetch a script or hold the first paint', async () => {
    const html = await transform(built);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toContain('<div id="root"><div class="lobby-boot">Lobby</div></div>');
  });

  it('inserts the stylesheet from the head and requests every script after the splash, in order', async () => {
    const html = await transform(built);
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).toContain("link.dataset.lobbyStyles = 'loading'");
    expect(body.indexOf('lobby-boot')).toBeLessThan(body.indexOf('requestAnimationFrame'));
    const data = bootData(html);
    expect(data.styles).toEqual(['/assets/shell-d.css']);
    expect(data.scripts).toEqual(['/assets/rolldown-runtime-a.js', '/assets/framework-b.js', '/assets/shell-c.js']);
  });

  it('runs the same inline scripts in every build, whatever the files are called', async () => {
    const renamed = await transform(built.replaceAll('-a.js', '-z.js').replaceAll('shell-d.css', 'shell-y.css'));
    expect(inlineScripts(await transform(built))).toEqual(splashInlineScripts);
    expect(inlineScripts(renamed)).toEqual(splashInlineScripts);
    expect(bootData(renamed).scripts[0]).toBe('/assets/rolldown-runtime-z.js');
    expect(bootData(renamed).startup).toEqual(startup);
  });

  it('inserts the stylesheets and the scripts the data block names when its scripts run', async () => {
    document.body.innerHTML = `<div id="root"></div>`;
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = bootDataId;
    block.textContent = JSON.stringify({ styles: ['/assets/a.css'], scripts: ['/assets/b.js'], failure });
    document.head.replaceChildren(block);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      new Function(loadStylesScript)();
      new Function(loadScriptsScript)();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(document.head.querySelector('link[data-lobby-styles="loading"]')?.getAttribute('href')).toBe(
      '/assets/a.css',
    );
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/b.js');
  });

  it("on the home page, waits for the lead banner's paint before asking for the app's code, 1.5 s at most", async () => {
    vi.useFakeTimers();
    const run = (leadPainted?: Promise<void>) => {
      document.body.innerHTML = `<div id="root"></div>`;
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = bootDataId;
      block.textContent = JSON.stringify({ styles: [], scripts: ['/assets/shell.js'], failure });
      document.head.replaceChildren(block);
      window.__lobbyStartup = {
        brandFileAddress: null,
        brandFile: null,
        answers: [],
        ...(leadPainted ? { leadPainted } : {}),
      };
      new Function(loadScriptsScript)();
    };
    const requested = () => document.head.querySelectorAll('script[type="module"]').length;
    try {
      let painted: () => void = () => {};
      run(
        new Promise<void>((resolve) => {
          painted = resolve;
        }),
      );
      await vi.advanceTimersByTimeAsync(1000);
      expect(requested()).toBe(0);
      painted();
      await vi.advanceTimersByTimeAsync(0);
      expect(requested()).toBe(1);

      // A banner that never paints holds the code back 1.5 s, no longer.
      run(new Promise<void>(() => {}));
      await vi.advanceTimersByTimeAsync(1499);
      expect(requested()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(requested()).toBe(1);
    } finally {
      vi.useRealTimers();
      delete window.__lobbyStartup;
    }
  });

  it("asks for the opened page's own files beside the app's, and nothing for another address", async () => {
    const run = (pathname: string) => {
      window.history.replaceState(null, '', pathname);
      document.body.innerHTML = `<div id="root"></div>`;
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = bootDataId;
      block.textContent = JSON.stringify({
        styles: [],
        scripts: ['/assets/shell.js'],
        routes: { '/rng': { scripts: ['/assets/games.js', '/assets/Select.js'], styles: ['/assets/games.css'] } },
        failure,
      });
      document.head.replaceChildren(block);
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      try {
        new Function(loadScriptsScript)();
      } finally {
        Reflect.deleteProperty(document, 'visibilityState');
      }
      return {
        modules: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        ),
        styles: [...document.head.querySelectorAll('link[rel="preload"][as="style"]')].map((link) =>
          link.getAttribute('href'),
        ),
      };
    };
    try {
      expect(run('/rng')).toEqual({
        modules: ['/assets/games.js', '/assets/Select.js'],
        styles: ['/assets/games.css'],
      });
      expect(run('/index')).toEqual({ modules: [], styles: [] });
      // A path that names a property of every object is not a route.
      expect(run('/constructor')).toEqual({ modules: [], styles: [] });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('lists the files of each lazily loaded page from the built bundle', async () => {
    const bundle = {
      'assets/games-x.js': {
        type: 'chunk',
        fileName: 'assets/games-x.js',
        imports: ['assets/shell-c.js'],
        isDynamicEntry: true,
        facadeModuleId: '/repo/sites/web/src/routes/games.tsx',
        viteMetadata: { importedCss: new Set(['assets/games-y.css']), importedAssets: new Set() },
      },
    } as unknown as NonNullable<IndexHtmlTransformContext['bundle']>;
    const html = await transform(built, failure, { bundle });
    expect(bootData(html).routes).toEqual({
      '/rng': { scripts: ['/assets/games-x.js'], styles: ['/assets/games-y.css'] },
    });
  });

  it('carries the load-failure message in each language, safe inside its script', async () => {
    const html = await transform(built);
    expect(html).toContain('"CN":{"message":"页面加载失败","reload":"刷新页面"}');
    const page = await transform(built, { EN: { message: '</script><img src=x>', reload: 'Reload' } });
    expect(page).not.toContain('</script><img');
    expect(bootData(page).failure.EN?.message).toBe('</script><img src=x>');
  });

  it('refuses a page whose scripts it cannot hold back', async () => {
    await expect(transform(built.replace(/<script type="module"[^\n]*\n/g, ''))).rejects.toThrow(/no module scripts/);
    await expect(
      transform(built.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/x.js">\n</head>')),
    ).rejects.toThrow(/modulepreload/);
  });
});

import type { IndexHtmlTransformContext, MinimalPluginContextWithoutEnvironment } from 'vite';
import { describe, expect, it } from 'vitest';
import { splashFirst } from './splashFirst';

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

function transform(html: string): string {
  const hook = splashFirst(failure).transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('splashFirst has no ordered transformIndexHtml hook');
  return hook.handler.call(
    {} as MinimalPluginContextWithoutEnvironment,
    html,
    {} as IndexHtmlTransformContext,
  ) as string;
}

describe('splashFirst', () => {
  it('leaves no tag that would fetch a script or hold the first paint', () => {
    const html = transform(built);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toContain('<div id="root"><div class="lobby-boot">Lobby</div></div>');
  });

  it('inserts the stylesheet from the head and requests every script after the splash, in order', () => {
    const html = transform(built);
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).toContain('["/assets/shell-d.css"]');
    expect(head).toContain("link.dataset.lobbyStyles = 'loading'");
    expect(body.indexOf('lobby-boot')).toBeLessThan(body.indexOf('requestAnimationFrame'));
    expect(body).toContain('["/assets/rolldown-runtime-a.js","/assets/framework-b.js","/assets/shell-c.js"]');
  });

  it('carries the load-failure message in each language, safe inside its script', () => {
    const html = transform(built);
    expect(html).toContain('"CN":{"message":"页面加载失败","reload":"刷新页面"}');
    const hostile = splashFirst({ EN: { message: '</script><img src=x>', reload: 'Reload' } }).transformIndexHtml;
    if (!hostile || typeof hostile === 'function') throw new Error('no hook');
    const page = hostile.handler.call(
      {} as MinimalPluginContextWithoutEnvironment,
      built,
      {} as IndexHtmlTransformContext,
    );
    expect(page).not.toContain('</script><img');
  });

  it('refuses a page whose scripts it cannot hold back', () => {
    expect(() => transform(built.replace(/<script type="module"[^\n]*\n/g, ''))).toThrow(/no module scripts/);
    expect(() =>
      transform(built.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/x.js">\n</head>')),
    ).toThrow(/modulepreload/);
  });
});

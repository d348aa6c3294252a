import type { Plugin } from 'vite';
import { type PageFiles, pageFilesOf } from './routePreload.ts';
import { type StartupData, startupCallsScript } from './startupCalls.ts';

/** What the splash says when the app's code cannot be fetched, per saved language (`lang`). */
export interface LoadFailureTexts {
  [language: string]: { message: string; reload: string };
}

/** The id of the data block that tells the page's loader scripts what to load. */
export const bootDataId = 'lobby-boot';

/**
 * What the built page loads, read by its inline scripts from a JSON data block
 * (`<script type="application/json">`, which never runs). The scripts
 * themselves are the same bytes in every build, so their hashes in the
 * content security policy (`securityHeaders.ts`) do not change when a file
 * name does, and a server config written once keeps matching.
 */
export interface BootData {
  styles: string[];
  scripts: string[];
  /** Per route path, the page's own files: asked for beside the app's when the page opens at that address. */
  routes: Record<string, PageFiles>;
  failure: LoadFailureTexts;
  /** The start-up reads the page asks for before the app's code (`startupCallsScript`). */
  startup?: StartupData;
}

const readBootData = `JSON.parse(document.getElementById(${JSON.stringify(bootDataId)}).textContent)`;

/** Inserts the stylesheets from the head without holding the first paint. */
export const loadStylesScript = [
  `for (const href of ${readBootData}.styles) {`,
  `  const link = document.createElement('link');`,
  `  link.rel = 'stylesheet'; link.crossOrigin = ''; link.href = href; link.dataset.lobbyStyles = 'loading';`,
  `  link.addEventListener('load', () => { link.dataset.lobbyStyles = 'loaded'; });`,
  `  link.addEventListener('error', () => { link.dataset.lobbyStyles = 'failed'; });`,
  `  document.head.append(link);`,
  `}`,
].join('\n');

/** Requests the app's scripts after the splash's frame, and shows a reload when they cannot be fetched. */
export const loadScriptsScript = [
  `(() => {`,
  `  const { scripts, routes = {}, failure: texts } = ${readBootData};`,
  `  let started = false, failed = false;`,
  `  const fail = () => {`,
  `    if (failed) return;`,
  `    failed = true;`,
  `    let language = 'EN';`,
  `    try { language = localStorage.getItem('hisLang') || localStorage.getItem('lang') || 'EN'; } catch {}`,
  `    const { message, reload } = texts[language] || texts.EN;`,
  `    const splash = document.createElement('main');`,
  `    splash.className = 'lobby-boot';`,
  `    const alert = document.createElement('div');`,
  `    alert.setAttribute('role', 'alert');`,
  `    const text = document.createElement('h1');`,
  `    text.textContent = message;`,
  `    const button = document.createElement('button');`,
  `    button.type = 'button';`,
  `    button.textContent = reload;`,
  `    button.addEventListener('click', () => location.reload());`,
  `    alert.append(text, button);`,
  `    splash.append(alert);`,
  `    document.getElementById('root').replaceChildren(splash);`,
  `    button.focus();`,
  `  };`,
  `  const start = () => {`,
  `    if (started) return;`,
  `    started = true;`,
  `    for (const src of scripts) {`,
  `      const script = document.createElement('script');`,
  `      script.type = 'module'; script.crossOrigin = ''; script.src = src;`,
  `      script.addEventListener('error', fail);`,
  `      document.head.append(script);`,
  `    }`,
  `    const page = Object.hasOwn(routes, location.pathname) ? routes[location.pathname] : null;`,
  `    if (!page) return;`,
  `    for (const href of page.scripts) {`,
  `      const link = document.createElement('link');`,
  `      link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;`,
  `      document.head.append(link);`,
  `    }`,
  `    for (const href of page.styles) {`,
  `      const link = document.createElement('link');`,
  `      link.rel = 'preload'; link.setAttribute('as', 'style'); link.crossOrigin = ''; link.href = href;`,
  `      document.head.append(link);`,
  `    }`,
  `  };`,
  `  if (document.visibilityState === 'hidden') start();`,
  `  else if (window.__lobbyStartup && window.__lobbyStartup.leadPainted) { window.__lobbyStartup.leadPainted.then(start); setTimeout(start, 1500); }`,
  `  else { requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 500); }`,
  `})();`,
].join('\n');

/** Every inline script the built page runs, in page order: what the content security policy hashes. */
export const splashInlineScripts: readonly string[] = [startupCallsScript, loadStylesScript, loadScriptsScript];

/** JSON safe inside a `<script>` element: no `<` can close it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The built page paints its splash before it asks for the app.
 *
 * Vite writes the first route's stylesheet and scripts as tags in the head.
 * A parser-created stylesheet holds the first paint until it arrives, and on a
 * phone the scripts (about 150 KB) then download ahead of anything the player
 * sees. Here the stylesheet is inserted by a script, so it downloads at once
 * without holding the splash (the app waits for it before rendering, see
 * `stylesReady`), and the scripts are requested right after the frame that
 * shows the splash: in a background tab, where frames wait until the tab
 * shows, at once. If they cannot be fetched, the splash says so, in the saved
 * language, with a reload button, rather than showing the brand for ever.
 *
 * On the home page the lead banner comes first: the splash paints it in its
 * place (startupCalls.ts), and the scripts are requested once it has painted,
 * or the page knows there is none, or 1.5 s have passed, so that on a slow
 * connection the largest paint does not share the line with 150 KB of code.
 *
 * A page opened at its own address (a shared link to /rng) has its code
 * asked for at the same moment, beside the app's, rather than once the app
 * has run and routed: `routeModules` names the page module of each lazily
 * loaded route, and the data block lists each one's files.
 */
export function splashFirst(
  failure: LoadFailureTexts,
  routeModules: Record<string, string> = {},
  startupData?: () => Promise<StartupData>,
): Plugin {
  if (!failure.EN) throw new Error('splashFirst: the load-failure texts need English, the default language');
  return {
    name: 'lobby-splash-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const scripts: string[] = [];
        const styles: string[] = [];
        const rest = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
            scripts.push(src);
            return '';
          })
          .replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
            styles.push(href);
            return '';
          });
        if (scripts.length === 0) throw new Error('splashFirst: the built page lists no module scripts');
        if (/<link rel="modulepreload"/.test(rest))
          throw new Error('splashFirst: modulepreload links would start the scripts before the splash paints');
        const routes = context.bundle ? pageFilesOf(context.bundle, routeModules, scripts) : {};
        const startup = await startupData?.();
        const data: BootData = { styles, scripts, routes, failure, ...(startup ? { startup } : {}) };
        const dataBlock = `<script type="application/json" id="${bootDataId}">${scriptSafeJson(data)}</script>`;
        const startupScript = startup ? `\n    <script>${startupCallsScript}</script>` : '';
        return rest
          .replace('</head>', `  ${dataBlock}${startupScript}\n    <script>${loadStylesScript}</script>\n  </head>`)
          .replace('</body>', `  <script>${loadScriptsScript}</script>\n  </body>`);
      },
    },
  };
}

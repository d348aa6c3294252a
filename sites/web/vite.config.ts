import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import enStatus from '../../packages/i18n/src/locales/en/status.json' with { type: 'json' };
import zhStatus from '../../packages/i18n/src/locales/zh/status.json' with { type: 'json' };
import { compileHints } from './build/compileHints.ts';
import { publishHeaders } from './build/publishHeaders.ts';
import { splashFirst } from './build/splashFirst.ts';
import { stripEndpointDocs } from './build/stripEndpointDocs.ts';
import { routeModulesOf } from './src/app/routeModules.ts';
import { brandNamed } from './src/brands/registry.ts';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '4010'}`;
// The platform's paths; in development and preview they go to the sandbox.
const platformProxy = Object.fromEntries(['/wps', '/lgw', '/lotto'].map((path) => [path, { target: sandbox }]));

// The brand file one build reads at start-up (README: "Add a brand"); empty turns it off.
const brandFile = process.env.VITE_BRAND_FILE ?? '/brand.json';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Puts the brand's name, theme and colours into the page's first paint (the static splash) and title. */
function brandedHtml(): Plugin {
  const brand = brandNamed(process.env.VITE_BRAND);
  // The theme's tokens are design-system modules: Vite's module runner loads them as the app's code does.
  let splash: Promise<typeof import('./build/brandSplash.ts')> | undefined;
  return {
    name: 'lobby-branded-html',
    transformIndexHtml: async (html) => {
      splash ??= runnerImport<typeof import('./build/brandSplash.ts')>(
        new URL('./build/brandSplash.ts', import.meta.url).pathname,
      ).then(({ module }) => module);
      const { lightThemeColourOf, splashPlaceholdersOf, splashStyleOf } = await splash;
      const values: Record<string, string> = {
        '%LOBBY_SITE_NAME%': escapeHtml(brand.siteName),
        ...splashPlaceholdersOf(brand),
      };
      const filled = html.replace(/%LOBBY_[A-Z_]+%/g, (name) => {
        const value = values[name];
        if (value === undefined) throw new Error(`index.html names ${name}, which the build does not fill`);
        return value;
      });
      const lightSurface = lightThemeColourOf(brand);
      return {
        html: filled,
        tags: [
          { tag: 'style', children: splashStyleOf(brand), injectTo: 'head' },
          ...(lightSurface
            ? [
                {
                  tag: 'meta',
                  attrs: { name: 'theme-color', media: '(prefers-color-scheme: light)', content: lightSurface },
                  injectTo: 'head' as const,
                },
              ]
            : []),
          // The deployed brand file is asked for beside the app's code, not after it (src/brands/loadBrand.ts).
          ...(brandFile
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'preload', href: brandFile, as: 'fetch', crossorigin: 'anonymous' },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ],
      };
    },
  };
}

const frameworkModule =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|valibot|use-sync-external-store|dequal)[\\/]/;

// The splash's words when the app's code cannot be fetched: the route error's, before i18next is there.
const loadFailureTexts = {
  EN: { message: enStatus.error.chunk.title, reload: enStatus.error.reload },
  CN: { message: zhStatus.error.chunk.title, reload: zhStatus.error.reload },
};

// The page module of each lazily loaded route: index.html asks for the opened page's files beside the app's.
const routeModules = routeModulesOf(readFileSync(new URL('./src/app/routeTable.ts', import.meta.url), 'utf8'));

// The start-up reads index.html asks for before the app's code, from the platform client's own definitions
// (loaded as the app's code is, like the splash's theme).
const startupData = () =>
  runnerImport<typeof import('./build/startupData.ts')>(
    new URL('./build/startupData.ts', import.meta.url).pathname,
  ).then(({ module }) => module.startupDataOf(brandNamed(process.env.VITE_BRAND), brandFile || null));

// What index.html loads: the groups named below and the bundler's runtime.
const firstRouteChunks = ['rolldown-runtime', 'framework', 'shell'];

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    brandedHtml(),
    splashFirst(loadFailureTexts, routeModules, startupData),
    compileHints(firstRouteChunks),
    stripEndpointDocs(),
    // Last: it reads the final index.html and moves the source maps the plugins above wrote.
    publishHeaders(brandNamed(process.env.VITE_BRAND), sandbox),
  ],
  define: { 'import.meta.env.VITE_BRAND_FILE': JSON.stringify(brandFile) },
  server: { proxy: platformProxy },
  preview: { proxy: platformProxy },
  build: {
    // Written for error reports, never served: the build moves them to dist-sourcemaps/.
    sourcemap: 'hidden',
    target: 'es2022',
    // Fonts stay files: the content security policy takes fonts from the site alone, never data: addresses.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs, in one long-cached file instead of a dozen small ones.
            {
              name: 'framework',
              // <Trans> (rich-text messages) serves two lazy screens; it and its HTML parser stay with them.
              test: (id: string) => frameworkModule.test(id) && !/[\\/]react-i18next[\\/].*[\\/]Trans/.test(id),
              // Only what the first route loads: a part only lazy screens use (SWR's paging) stays with them.
              tags: ['$initial'],
              priority: 20,
            },
            // The rest of what the first route needs, in one file instead of ~50 small ones:
            // each extra request costs a round trip on a phone's connection.
            { name: 'shell', tags: ['$initial'], priority: 10 },
            // The icons of the lazily loaded screens, in one file: one file name for the first
            // route's script to list instead of one per icon, and one request instead of a dozen.
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, priority: 5 },
          ],
        },
      },
    },
  },
});

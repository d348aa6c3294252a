import { currentLanguage, loadMessageArea } from '@lobby/i18n';
import { type ComponentType, lazy, use } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isChunkLoadError, loadChunk } from './chunks';
import { notFound, routed, routeFor } from './currentRoute';
import { i18n } from './i18n';
import { PageRouteContext } from './pageRoute';
import { RootShell } from './RootShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { PageRoute } from './routeTable';

type PageModule = { default: ComponentType };
type LazyRoute = Extract<PageRoute, { load: unknown }>;

// One component per loader, so routes sharing a chunk share its loading state.
const pages = new Map<() => Promise<PageModule>, ComponentType>();
// A chunk asked for before its route renders (at start-up): the render takes over that request.
const started = new Map<() => Promise<PageModule>, Promise<PageModule>>();

/** Asks for a page's code, and its messages beside it rather than after it. */
function startLoading({ chunk, load, messages }: LazyRoute): Promise<PageModule> {
  let loading = started.get(load);
  if (!loading) {
    // A failed message load is told by the page's own render, which asks again.
    if (messages) void loadMessageArea(i18n, messages, currentLanguage(i18n)).catch(() => undefined);
    loading = loadChunk(chunk, load);
    started.set(load, loading);
  }
  return loading;
}

/** Addresses that stand for another (docs/product.md#routes): `/` is the home page, `/download` the app page. */
const redirects: Readonly<Record<string, string>> = { '/': '/index', '/download': '/down' };

/** The first address's page, once its code and messages are in (or failed: the render then shows why). */
let firstPageReady: Promise<void> | null = null;

/**
 * Starts loading the page of an address before the shell has rendered: on a
 * slow connection the page's code and messages then arrive alongside the
 * shell's first data instead of after it. The routes wait for them
 * (`AppRoutes`), so the first page renders whole with the shell, where the
 * splash stood, rather than as an empty place that fills a moment later.
 */
export function preloadPage(pathname: string): void {
  // The page the address leads to, not the not-found page's: `/` is where most visits start.
  const route = routeFor(redirects[pathname] ?? pathname);
  if (!('load' in route)) return;
  const { load, messages } = route;
  // Errors are the render's to show; here they only must not go unhandled.
  firstPageReady = Promise.all([
    startLoading(route).then((module) => {
      // Rendered as it is, not through lazy(), whose first render would wait for a promise already kept.
      if (!pages.has(load)) pages.set(load, module.default);
    }),
    messages ? loadMessageArea(i18n, messages, currentLanguage(i18n)) : undefined,
  ]).then(
    () => undefined,
    () => undefined,
  );
}

function pageOf(route: PageRoute): ComponentType {
  if ('page' in route) return route.page;
  const { load } = route;
  let page = pages.get(load);
  if (!page) {
    // A page whose chunk will not load (after the retry) renders the chunk error in
    // the shell, where a reload fixes a stale deploy; the route keeps that answer
    // until the reload, as the page's code is not there to render.
    page = lazy(async () => {
      try {
        return await startLoading(route);
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        const { ChunkErrorView } = await import('./RouteError');
        return { default: () => <ChunkErrorView error={error} /> };
      }
    });
    pages.set(load, page);
  }
  return page;
}

function Page({ route }: { route: PageRoute }) {
  const Component = pageOf(route);
  const { pathname } = useLocation();
  // A new address starts with a clear error state.
  return (
    <RouteErrorBoundary key={pathname}>
      <PageRouteContext value={route}>
        <Component />
      </PageRouteContext>
    </RouteErrorBoundary>
  );
}

/** History-mode routes (docs/product.md#routes); `/` goes to `/index`, `/download` to `/down`. */
export function AppRoutes() {
  // Inside the start-up's transition: the splash stays until the first page can render.
  if (firstPageReady) use(firstPageReady);
  return (
    <RouteErrorBoundary>
      <Routes>
        {Object.entries(redirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route element={<RootShell />}>
          {routed.map((route) => (
            <Route key={route.path} path={route.path} element={<Page route={route} />} />
          ))}
          <Route path="*" element={<Page route={notFound} />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isChunkLoadError, loadChunk } from './chunks';
import { notFound, routed } from './currentRoute';
import { PageRouteContext } from './pageRoute';
import { RootShell } from './RootShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { PageRoute } from './routeTable';

// One component per loader, so routes sharing a chunk share its loading state.
const pages = new Map<() => Promise<{ default: ComponentType }>, ComponentType>();

function pageOf(route: PageRoute): ComponentType {
  if ('page' in route) return route.page;
  const { chunk, load } = route;
  let page = pages.get(load);
  if (!page) {
    // A page whose chunk will not load (after the retry) renders the chunk error in
    // the shell, where a reload fixes a stale deploy; the route keeps that answer
    // until the reload, as the page's code is not there to render.
    page = lazy(async () => {
      try {
        return await loadChunk(chunk, load);
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
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/" element={<Navigate to="/index" replace />} />
        <Route path="/download" element={<Navigate to="/down" replace />} />
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

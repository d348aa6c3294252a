import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isChunkLoadError, loadChunk } from './chunks';
import { notFound, routed } from './currentRoute';
import { RootShell } from './RootShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { PageRoute } from './routeTable';

// A page whose chunk will not load (after the retry) renders the chunk error in
// the shell, where a reload fixes a stale deploy; the route keeps that answer
// until the reload, as the page's code is not there to render.
function lazyPage(route: PageRoute): ComponentType {
  if (route.page) return route.page;
  return lazy(async () => {
    try {
      return await loadChunk(route.chunk, route.load);
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const { ChunkErrorView } = await import('./RouteError');
      return { default: () => <ChunkErrorView error={error} /> };
    }
  });
}

// One component per chunk, so routes sharing a chunk share its loading state.
const pages = new Map<PageRoute['load'], ComponentType>();
function pageOf(route: PageRoute): ComponentType {
  let page = pages.get(route.load);
  if (!page) {
    page = lazyPage(route);
    pages.set(route.load, page);
  }
  return page;
}

function Page({ route }: { route: PageRoute }) {
  const Component = pageOf(route);
  const { pathname } = useLocation();
  // A new address starts with a clear error state.
  return (
    <RouteErrorBoundary key={pathname}>
      <Component />
    </RouteErrorBoundary>
  );
}

/** History-mode routes of spec §2; `/` goes to `/index`, `/download` to `/down`. */
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
